export declare const SERVER_BUILD_DIR: string;
export declare const SERVER_BUILD_MARKER: string;
export declare const SERVER_BUILD_INPUTS: readonly string[];
export declare function serverBuildStaleReason(root?: string): string | undefined;
export declare function buildServer(root?: string): Promise<void>;
export declare function ensureServerBuild(options?: {
  root?: string;
  log?: (message: string) => void;
}): Promise<boolean>;
