import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

/** MUI's field, button, text and alert components, which the sign-in and projects pages both show at first. */
const firstPagesMuiComponents =
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Alert|AlertTitle|Button|ButtonBase|FormControl|FormHelperText|FormLabel|IconButton|InputBase|InputLabel|OutlinedInput|Paper|Stack|SvgIcon|TextareaAutosize|Typography)[\\/]/;

/**
 * The code a deep link loads after the entry, by route pattern (src/web/lib/paths.ts): the source modules (under
 * src/web, without their extension) of the lazy routes the address matches, the shell's and the page's, and of what
 * their loaders import. The first matching pattern wins. A module left out only loads later, as without the table.
 */
const ROUTE_PRELOADS_TABLE = 'src/web/app/routePreloads.json';
/** Where the build writes each pattern's chunks, for the server to preload (src/server/http/consoleIndex.ts). */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * Writes, for each pattern of the table, the chunks its modules are in and all they import statically, less what
 * index.html loads anyway (the entry and its imports): the server names them in the index.html it serves for that
 * address, so they download beside the entry instead of after it has run and matched the route.
 */
function routePreloadsPlugin(): Plugin {
  return {
    name: 'console-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const routePreloads = JSON.parse(readFileSync(ROUTE_PRELOADS_TABLE, 'utf8')) as {
        pattern: string;
        modules: string[];
      }[];
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (files: string[]) => {
        const seen = new Set<string>();
        const pending = [...files];
        for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
          if (seen.has(file)) continue;
          seen.add(file);
          pending.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      const entryFiles = withImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const chunkOf = (module: string) =>
        chunks.find((chunk) =>
          chunk.moduleIds.some(
            (id) => /\.tsx?$/.test(id) && id.replace(/\.tsx?$/, '').endsWith(`/src/web/${module}`),
          ),
        );
      const table = routePreloads.map(({ pattern, modules }) => {
        const found = modules.map(chunkOf);
        const missing = modules.filter((_, index) => found[index] === undefined);
        if (missing.length > 0)
          this.error(`${ROUTE_PRELOADS_TABLE} names modules the build has not: ${missing.join(', ')}`);
        const files = withImports(found.flatMap((chunk) => (chunk ? [chunk.fileName] : [])));
        return { pattern, files: [...files].filter((file) => !entryFiles.has(file)) };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(table, null, 2) });
    },
  };
}

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

/**
 * Server test files that run in a fresh process each, apart from the others (which share a worker's module graph):
 * the restarts create PGlite databases on disk anew, which took three times as long in a worker that had run other
 * files before, past their time limit.
 */
const serverTestsInAProcessOfTheirOwn = ['src/server/restart.test.ts'];

export default defineConfig({
  plugins: [react(), routePreloadsPlugin()],
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
