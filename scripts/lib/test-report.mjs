// What the JSON reports of Vitest and Playwright say: the counts of the one summary line `npm test` ends with, and
// (below) each failure and each test's duration.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Vitest's JSON reporter (Jest's format): { passed, failed }. */
export function countVitest(report) {
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

/** Playwright's JSON reporter: a flaky test passed on retry, so it counts as passed. */
export function countPlaywright(report) {
  const stats = report.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

/** The counts in a report file, or zeros when the run never got to write it. */
export function countReportFile(file, count) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return count(JSON.parse(readFileSync(file, 'utf8')));
}

export function addCounts(...counts) {
  return counts.reduce(
    (sum, { passed, failed }) => ({ passed: sum.passed + passed, failed: sum.failed + failed }),
    {
      passed: 0,
      failed: 0,
    },
  );
}

// Failures and durations by test, for the flake hunter (scripts/flakes.mjs) and the slowest tests `npm test` names.
// A test is named by its file (relative to the project) and its titles, outer describe blocks first.

// The escape character is meant: the colour codes of a terminal are what this strips.
// eslint-disable-next-line no-control-regex
const TERMINAL_COLOURS = /\u001b\[[0-9;]*m/g;

/** The first `count` non-empty lines of a failure message, without terminal colours. */
export function firstLines(message, count = 5) {
  return String(message ?? '')
    .replace(TERMINAL_COLOURS, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, count);
}

const relativeTo = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** Names a test in the file's outline: `Outer > inner > test`. */
const testName = (titles) => titles.filter(Boolean).join(' > ');

/**
 * The message of a failed Vitest test. A test past its time limit has none in Vitest's JSON report, only the stack of
 * a placeholder error: that is said in words, with how long the test ran.
 */
function vitestMessage(test) {
  const message = (test.failureMessages ?? []).join('\n');
  if (!message.startsWith('Error: STACK_TRACE_ERROR')) return message;
  const ran = typeof test.duration === 'number' ? ` after ${(test.duration / 1000).toFixed(1)} s` : '';
  return `Timed out${ran}: the test ran past its time limit.`;
}

/**
 * Vitest's failed tests, as { file, test, message }. A file that failed outside its tests (an import, a hook)
 * counts once, named "(the file)", with its message.
 */
export function vitestFailures(report, root) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = relativeTo(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push({
        file: name,
        test: testName([...(test.ancestorTitles ?? []), test.title]),
        message: vitestMessage(test),
      });
    }
    if (file.status === 'failed' && file.message && failedTests.length === 0) {
      failures.push({ file: name, test: '(the file)', message: file.message });
    }
  }
  return failures;
}

/** Every spec of a Playwright report's suites, with the titles of the describe blocks around it. */
function* playwrightSpecs(suites, titles = [], fileSuites = true) {
  for (const suite of suites ?? []) {
    // The outermost suites are the files, titled with their paths: the file names them already.
    const inner = fileSuites ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) yield { spec, titles: inner };
    yield* playwrightSpecs(suite.suites, inner, false);
  }
}

const playwrightFile = (report, root, file) =>
  relativeTo(root, path.join(report.config?.rootDir ?? root, file));

/**
 * Playwright's failed tests, as { file, test, message } (a test that passed on a retry did not fail). Errors
 * outside any test (global setup, a file that would not load) count once each, as "(the run)".
 */
export function playwrightFailures(report, root) {
  const failures = [];
  for (const { spec, titles } of playwrightSpecs(report.suites)) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const failed = (test.results ?? []).filter((result) => result.status !== 'passed').at(-1);
      failures.push({
        file: playwrightFile(report, root, spec.file),
        test: testName([...titles, spec.title]),
        message: failed?.error?.message ?? failed?.status ?? 'failed',
      });
    }
  }
  for (const error of report.errors ?? []) {
    const file = error.location?.file ? relativeTo(root, error.location.file) : 'e2e';
    failures.push({ file, test: '(the run)', message: error.message ?? String(error) });
  }
  return failures;
}

/** How long each of Vitest's tests that ran took, as { file, test, durationMs }. */
export function vitestDurations(report, root) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => typeof test.duration === 'number' && test.status !== 'skipped')
      .map((test) => ({
        file: relativeTo(root, file.name),
        test: testName([...(test.ancestorTitles ?? []), test.title]),
        durationMs: test.duration,
      })),
  );
}

/** How long each of Playwright's tests that ran took (every try of it), as { file, test, durationMs }. */
export function playwrightDurations(report, root) {
  const durations = [];
  for (const { spec, titles } of playwrightSpecs(report.suites)) {
    for (const test of spec.tests ?? []) {
      const results = (test.results ?? []).filter((result) => result.status !== 'skipped');
      if (results.length === 0) continue;
      durations.push({
        file: playwrightFile(report, root, spec.file),
        test: testName([...titles, spec.title]),
        durationMs: results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
      });
    }
  }
  return durations;
}

/** The `count` slowest of `durations`, slowest first. */
export function slowest(durations, count = 10) {
  return [...durations].sort((a, b) => b.durationMs - a.durationMs).slice(0, count);
}

/** One line per test: its duration in seconds, then the file and the test. */
export function formatDurations(durations) {
  return durations.map(
    ({ file, test, durationMs }) => `${`${(durationMs / 1000).toFixed(1)} s`.padStart(8)}  ${file} > ${test}`,
  );
}

/**
 * The lines naming the `count` slowest tests of each runner given as { runner, durations }: a heading for each that
 * ran tests, then its tests. Apart, since the slowest component tests each take less than any end-to-end test.
 */
export function slowestByRunner(runs, count = 10) {
  return runs.flatMap(({ runner, durations }) =>
    durations.length === 0 ? [] : [`Slowest ${runner} tests:`, ...formatDurations(slowest(durations, count))],
  );
}

/** The report in `file`, or null when the run never got to write it (or wrote it only in part). */
export function readReport(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
