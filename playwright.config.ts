import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_ARGS, findChromium } from './scripts/chromium.mjs';

// Without a Chromium, the API specs still run; a spec that opens a page then fails with Playwright's own hint.
// `node scripts/chromium.mjs` installs one (npm test runs it before these specs).
const chromium = findChromium();
const serverGivenForEveryWorker = Boolean(process.env.E2E_BASE_URL);

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results',
  // Each worker starts a server of its own (the `server` fixture), so two run side by side, each worker's files in
  // order on its server. Measured on the two-core machine shared with other work (load 7 to 12): the whole run
  // (123 tests, all passing) took 510 s and 298 s of CPU in two workers, against 687 s and 270 s in one; ten specs
  // (46 tests) run in turn twice, two workers took 0.98 of one's wall time for 1.34 times its CPU (a second server
  // and browser). The busier the machine, the less of a core the second worker finds; on a quiet one a worker keeps
  // only about 0.7 of the two cores busy and the second takes the rest. fullyParallel stays off: the files whose
  // tests stand alone say so (`mode: 'parallel'`), the others' tests follow one another.
  // A server given through E2E_BASE_URL is one for every worker: they would share its organization (its settings,
  // tokens and webhooks), so the files then run one after another.
  workers: serverGivenForEveryWorker ? 1 : 2,
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
