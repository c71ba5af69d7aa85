// How `npm test` runs Vitest and Playwright side by side, shared with the flake hunter (scripts/flakes.mjs) so that
// a file hunted there runs under the load it meets in `npm test`.
import { availableParallelism } from 'node:os';
import { bin } from './processes.mjs';

/**
 * Vitest's workers: while the e2e tests run, Vitest leaves them a core, so their browser and server keep the pace
 * their timeouts expect. (Playwright runs one worker: playwright.config.ts.)
 */
export function vitestWorkers(cores = availableParallelism()) {
  return Math.max(1, cores - 1);
}

/** Vitest over `files` (every test when none), its JSON report written to `reportFile`. */
export function vitestRun(reportFile, files = [], env = process.env) {
  return {
    command: bin('vitest'),
    args: [
      'run',
      `--maxWorkers=${vitestWorkers()}`,
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
