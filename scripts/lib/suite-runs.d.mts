export interface SuiteRun {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}
export declare function vitestWorkers(cores?: number): number;
export declare const COMPONENT_TEST_PROJECTS: string[];
export declare const SERVER_TEST_PROJECTS: string[];
export declare const SERVER_TESTS_BESIDE_E2E: { projects: string[]; workers: number };
export declare function vitestRun(
  reportFile: string,
  files?: string[],
  env?: NodeJS.ProcessEnv,
  options?: { projects?: string[]; workers?: number },
): SuiteRun;
export declare function playwrightRun(
  reportFile: string,
  files?: string[],
  env?: NodeJS.ProcessEnv,
): SuiteRun;
