import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_ARGS, findChromium } from './scripts/chromium.mjs';

// Without a Chromium, the API specs still run; a spec that opens a page then fails with Playwright's own hint.
// `node scripts/chromium.mjs` installs one (npm test runs it before these specs).
const chromium = findChromium();

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results',
  // Two workers, each with a server of its own (the `server` fixture): on two cores each worker's browser and
  // server share a core. Files run in order within a worker unless they say `mode: 'parallel'` (tests that make
  // everything they need themselves), which spreads their tests over both workers.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      ...(chromium ? { executablePath: chromium.executablePath } : {}),
      args: CHROMIUM_LAUNCH_ARGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
