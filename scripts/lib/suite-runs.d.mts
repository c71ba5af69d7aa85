export interface SuiteRun {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}
export declare function vitestWorkers(cores?: number): number;
export declare function vitestRun(reportFile: string, files?: string[], env?: NodeJS.ProcessEnv): SuiteRun;
export declare function playwrightRun(
  reportFile: string,
  files?: string[],
  env?: NodeJS.ProcessEnv,
): SuiteRun;
