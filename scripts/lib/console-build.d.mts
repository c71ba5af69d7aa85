export declare const CONSOLE_BUILD_INPUTS: readonly string[];
export declare const CONSOLE_BUILD_MARKER: string;
export declare function consoleBuildStaleReason(root?: string): string | undefined;
export declare function ensureConsoleBuild(options?: {
  root?: string;
  log?: (message: string) => void;
}): Promise<boolean>;
