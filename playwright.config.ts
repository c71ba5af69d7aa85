import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_ARGS, findChromium } from './scripts/chromium.mjs';

// Without a Chromium, the API specs still run; a spec that opens a page then fails with Playwright's own hint.
// `node scripts/chromium.mjs` installs one (npm test runs it before these specs).
const chromium = findChromium();

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results',
  // Each worker starts a server of its own (the `server` fixture), so `--workers=2` runs two side by side, each
  // worker's files in order on its server. One by default: on a loaded two-core machine two workers finished the
  // run 15% sooner but pages then missed their 10 s waits three times as often (25 failures against 9).
  workers: 1,
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
    // A failed test keeps a trace of its actions, requests and console. The DOM snapshots around every action and the
    // screencast made a third of the run's time (kept for every test, dropped when it passed): E2E_TRACE=full records
    // them again, for a failure that the actions and the screenshot do not explain.
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false },
    screenshot: 'only-on-failure',
  },
});
