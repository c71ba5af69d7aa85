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
