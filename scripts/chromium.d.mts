export interface FoundChromium {
  executablePath: string;
  /** Where it was found: an environment variable's name, 'Playwright', 'Debian' or 'CHROMIUM_SEARCH_PATHS'. */
  source: string;
}
export interface InstallAttempt {
  description: string;
  commands: [command: string, args: string[]][];
}
type Env = Record<string, string | undefined>;

export declare const CHROMIUM_LAUNCH_ARGS: string[];
export declare const DEBIAN_CHROMIUM: string;
export declare const NO_CHROMIUM_HELP: string;
export declare function chromiumCandidates(env?: Env): FoundChromium[];
export declare function findChromium(options?: {
  env?: Env;
  exists?: (path: string) => boolean;
}): FoundChromium | undefined;
export declare function installAttempts(options: { isRoot: boolean }): InstallAttempt[];
export declare function ensureChromium(options?: {
  env?: Env;
  exists?: (path: string) => boolean;
  isRoot?: boolean;
  runCommand?: (command: string, args: string[]) => Promise<number>;
  log?: (message: string) => void;
}): Promise<FoundChromium | undefined>;
