// How `npm test` runs Vitest and then Playwright, shared with the flake hunter (scripts/flakes.mjs) so that a file
// hunted there runs under the load it meets in `npm test`.
import { availableParallelism } from 'node:os';
import { bin } from './processes.mjs';

/**
 * Vitest's workers: one per core, the machine being Vitest's alone. Side by side with the e2e tests, on two cores,
 * each slowed the other past the time limits of their slowest tests (a form walked through in jsdom, a page's axe
 * scan) and the suite took as long as one after the other. (Playwright, after Vitest, has the cores to itself too:
 * two workers, each with a server of its own, their count set in playwright.config.ts.)
 */
export function vitestWorkers(cores = availableParallelism()) {
  return Math.max(1, cores);
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
