// Test counts from the JSON reports of Vitest and Playwright, for the one summary line `npm test` ends with.
import { existsSync, readFileSync } from 'node:fs';

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
