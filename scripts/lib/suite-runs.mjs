// How `npm test` runs Vitest and Playwright, shared with the flake hunter (scripts/flakes.mjs), which runs the files
// it hunts one runner after the other: Vitest with a worker per core, then Playwright.
import { availableParallelism } from 'node:os';
import { bin } from './processes.mjs';

/**
 * Vitest's workers: one per core, the machine being Vitest's alone. The component tests (jsdom) have the cores to
 * themselves: side by side with the e2e tests, on two cores, each slowed the other past the time limits of their
 * slowest tests (a form walked through in jsdom, a page's axe scan). The server's tests run beside the e2e tests in
 * one worker (`SERVER_TESTS_BESIDE_E2E`): the e2e tests wait on pages and deployments for much of their time and
 * leave a core's worth of the machine idle, which the server's tests fill. (Playwright runs two workers, each with a
 * server of its own, their count set in playwright.config.ts.)
 */
export function vitestWorkers(cores = availableParallelism()) {
  return Math.max(1, cores);
}

/** The Vitest projects (vite.config.ts) of the console's and the contract's tests, which run in jsdom. */
export const COMPONENT_TEST_PROJECTS = ['web'];
/** The Vitest projects of the server's and the scripts' tests, and their workers beside the e2e tests. */
export const SERVER_TEST_PROJECTS = ['server', 'server-own-process'];
export const SERVER_TESTS_BESIDE_E2E = { projects: SERVER_TEST_PROJECTS, workers: 1 };

/**
 * Vitest over `files` (every test when none), its JSON report written to `reportFile`; `projects` narrows it to
 * those of vite.config.ts, `workers` sets its worker count (one per core by default).
 */
export function vitestRun(
  reportFile,
  files = [],
  env = process.env,
  { projects = [], workers = vitestWorkers() } = {},
) {
  return {
    command: bin('vitest'),
    args: [
      'run',
      `--maxWorkers=${workers}`,
      ...projects.map((project) => `--project=${project}`),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...files,
    ],
    env,
  };
}

/** Playwright over `files` (every spec when none), its JSON report written to `reportFile`. */
export function playwrightRun(reportFile, files = [], env = process.env) {
  return {
    command: bin('playwright'),
    args: ['test', '--reporter=list,json', ...files],
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
  };
}
