import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

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
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
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
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}', 'src/contract/**/*.test.ts'],
          setupFiles: ['src/web/test/setup.ts'],
          // A form walked through step by step with user-event takes seconds on a busy two-core machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['src/server/testing/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
