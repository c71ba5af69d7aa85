import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractRoutes } from './scripts/lib/contract-routes.mjs';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  // The console sees the contract's endpoint descriptors as routes only (see scripts/lib/contract-routes.mjs); under
  // Vitest only the web project does, as the server's tests need the real descriptors.
  plugins: [react(), ...(process.env.VITEST ? [] : [contractRoutes()])],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // The contract is zod schemas and descriptors, nothing that acts on import: what a page does not use of
        // it (another family's schemas, another feature's endpoints) stays out of the page's chunks.
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
        plugins: [contractRoutes()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}', 'src/contract/**/*.test.ts'],
          setupFiles: ['src/web/test/setup.ts'],
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
