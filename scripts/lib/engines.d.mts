export interface InstalledEngine {
  name: string;
  version: string;
  range: string;
  path: string;
}
export declare function installedEngines(nodeModules: string): InstalledEngine[];
export declare function versionsToAccept(projectRange: string, runningNode: string): string[];
export declare function engineMismatches(
  packages: readonly Pick<InstalledEngine, 'name' | 'version' | 'range'>[],
  versions: readonly string[],
): string[];
