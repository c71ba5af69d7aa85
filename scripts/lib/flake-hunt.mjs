// What the flake hunter (scripts/flakes.mjs) is asked to run, and what it reports: every failure with its run, and
// how often each test failed.
import { firstLines } from './test-report.mjs';

export const DEFAULT_RUNS = 5;

export const USAGE =
  'Usage: npm run test:flakes -- [--runs N] [files...]\n' +
  '  Runs the Vitest files (*.test.ts, *.test.tsx) and Playwright specs (e2e/*.spec.ts) named, or all of them, ' +
  `N times in a row (${DEFAULT_RUNS} unless told), one after the other as npm test runs them, and reports each failure.`;

const isPlaywrightSpec = (file) => /\.spec\.ts$/.test(file);
const isVitestFile = (file) => /\.test\.tsx?$/.test(file);

/**
 * `--runs N` (or `--runs=N`) and the files, split into Vitest's and Playwright's; no file named means every test
 * of both. Throws with what is wrong for anything else.
 */
export function parseFlakeArgs(argv) {
  let runs = DEFAULT_RUNS;
  const files = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg === '--runs' ? argv[(index += 1)] : arg.slice('--runs='.length);
      runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1)
        throw new Error(`--runs takes a whole number of at least 1, not ${value}`);
    } else if (arg.startsWith('-')) {
      throw new Error(`Unknown option ${arg}`);
    } else if (isPlaywrightSpec(arg) || isVitestFile(arg)) {
      files.push(arg);
    } else {
      throw new Error(
        `${arg} is neither a Vitest file (*.test.ts, *.test.tsx) nor a Playwright spec (*.spec.ts)`,
      );
    }
  }
  const everything = files.length === 0;
  return {
    runs,
    everything,
    vitestFiles: files.filter(isVitestFile),
    playwrightFiles: files.filter(isPlaywrightSpec),
    runsVitest: everything || files.some(isVitestFile),
    runsPlaywright: everything || files.some(isPlaywrightSpec),
  };
}

/** How often each test failed, most often first: { file, test, count, runs }. */
export function tallyFailures(failures) {
  const byTest = new Map();
  for (const failure of failures) {
    const key = `${failure.file}\u0000${failure.test}`;
    const tally = byTest.get(key) ?? { file: failure.file, test: failure.test, count: 0, runs: [] };
    tally.count += 1;
    if (!tally.runs.includes(failure.run)) tally.runs.push(failure.run);
    byTest.set(key, tally);
  }
  for (const tally of byTest.values()) tally.runs.sort((a, b) => a - b);
  return [...byTest.values()].sort(
    (a, b) => b.count - a.count || a.file.localeCompare(b.file) || a.test.localeCompare(b.test),
  );
}

/** The lines the hunt ends with: each failure (run, file, test, the first lines of its message), then the tally. */
export function flakeSummary({ runs, failures, messageLines = 5 }) {
  if (failures.length === 0) return [`No failure in ${runs} run${runs === 1 ? '' : 's'}.`];
  const lines = [`${failures.length} failure${failures.length === 1 ? '' : 's'} in ${runs} runs:`];
  for (const failure of [...failures].sort((a, b) => a.run - b.run)) {
    lines.push('', `run ${failure.run}: ${failure.file} > ${failure.test}`);
    for (const line of firstLines(failure.message, messageLines)) lines.push(`    ${line}`);
  }
  lines.push('', 'Failures per test:');
  for (const tally of tallyFailures(failures)) {
    lines.push(
      `  ${`${tally.count}/${runs}`.padStart(7)}  ${tally.file} > ${tally.test}  (runs ${tally.runs.join(', ')})`,
    );
  }
  return lines;
}
