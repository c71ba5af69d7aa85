export interface TestCounts {
  passed: number;
  failed: number;
}
export declare function countVitest(report: { numPassedTests?: number; numFailedTests?: number }): TestCounts;
export declare function countPlaywright(report: {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
}): TestCounts;
export declare function countReportFile<R>(file: string, count: (report: R) => TestCounts): TestCounts;
export declare function addCounts(...counts: TestCounts[]): TestCounts;

/** One test, named by its file (relative to the project) and its titles (`Outer > inner > test`). */
export interface NamedTest {
  file: string;
  test: string;
}
export interface TestFailure extends NamedTest {
  message: string;
}
export interface TestDuration extends NamedTest {
  durationMs: number;
}
/** A report as Vitest's or Playwright's JSON reporter writes it; only the fields read here are named. */
export type JsonReport = Record<string, unknown>;
export declare function firstLines(message: unknown, count?: number): string[];
export declare function vitestFailures(report: JsonReport, root: string): TestFailure[];
export declare function playwrightFailures(report: JsonReport, root: string): TestFailure[];
export declare function vitestDurations(report: JsonReport, root: string): TestDuration[];
export declare function playwrightDurations(report: JsonReport, root: string): TestDuration[];
export declare function slowest(durations: TestDuration[], count?: number): TestDuration[];
export declare function formatDurations(durations: TestDuration[]): string[];
export declare function slowestByRunner(
  runs: { runner: string; durations: TestDuration[] }[],
  count?: number,
): string[];
export declare function readReport(file: string): JsonReport | null;
