import type { TestFailure } from './test-report.mjs';

export interface FlakeHuntPlan {
  runs: number;
  /** No file was named: every test of both runners. */
  everything: boolean;
  vitestFiles: string[];
  playwrightFiles: string[];
  runsVitest: boolean;
  runsPlaywright: boolean;
}
export interface RunFailure extends TestFailure {
  /** The run it failed in, from 1. */
  run: number;
}
export interface FailureTally {
  file: string;
  test: string;
  count: number;
  runs: number[];
}
export declare const DEFAULT_RUNS: number;
export declare const USAGE: string;
export declare function parseFlakeArgs(argv: string[]): FlakeHuntPlan;
export declare function tallyFailures(failures: RunFailure[]): FailureTally[];
export declare function flakeSummary(options: {
  runs: number;
  failures: RunFailure[];
  messageLines?: number;
}): string[];
