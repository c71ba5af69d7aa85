import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** MUI's field, button, text and alert components, which the sign-in and projects pages both show at first. */
const firstPagesMuiComponents =
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Alert|AlertTitle|Button|ButtonBase|FormControl|FormHelperText|FormLabel|IconButton|InputBase|InputLabel|OutlinedInput|Paper|Stack|SvgIcon|TextareaAutosize|Typography)[\\/]/;

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

/**
 * Server test files that run in a fresh process each, apart from the others (which share a worker's module graph):
 * the restarts create PGlite databases on disk anew, which took three times as long in a worker that had run other
 * files before, past their time limit.
 */
const serverTestsInAProcessOfTheirOwn = ['src/server/restart.test.ts'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // The contract is zod schemas and endpoint routes, nothing that acts on import: what a page does not use
        // of it (the schemas, another feature's routes) stays out of the page's chunks. The routes import no zod, so
        // a page that only calls the API loads none.
        moduleSideEffects: [{ test: /\/src\/contract\//, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page loads before anything else (React, the router, the query client, MUI's
            // styling engine) as one chunk: a release that changes only the console's code leaves it cached, and the
            // first page loads it in one file rather than a score of small ones. Libraries a page loads lazily
            // still go with that page.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // The MUI components both first pages (sign-in, projects) show, which the entry does not: one chunk
            // compresses better than a score of small ones, each of which would also be loaded by itself.
            { name: 'mui-common', test: firstPagesMuiComponents, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  test: {
    // A worker per core (Vitest leaves one to itself by default): the main process only hands out files and
    // transforms them, so on two cores it would otherwise run every test file one after another.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}', 'src/contract/**/*.test.ts'],
          setupFiles: ['src/web/test/setup.ts'],
          // A jsdom of its own for every file (Vitest's default): in one shared by a worker's files, the later files
          // ran several times slower and overran their time limit.
          // A form walked through step by step with user-event takes seconds on a busy two-core machine, and twice
          // as long with every core busy (npm test): a limit is there to end a hung test, not to
          // time a slow one. Files that set their own limit use the same 45 s.
          testTimeout: 45_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...serverTestsInAProcessOfTheirOwn],
          globalSetup: ['src/server/testing/globalSetup.ts'],
          setupFiles: ['src/server/testing/setup.ts'],
          // A worker runs its files one after another in one module graph: starting a process and importing the
          // server for every file took a third of the time. Each file still gets a database of its own, opened
          // from global setup's dump and closed after the file (setup.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-own-process',
          environment: 'node',
          include: serverTestsInAProcessOfTheirOwn,
          setupFiles: ['src/server/testing/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
