export declare function findPostgresBin(root?: string): string | undefined;
export declare function startTestPostgres(options?: {
  bin?: string | undefined;
}): Promise<{ url: string; stop(): void } | undefined>;
export declare const INSTALL_INSTRUCTION: string;
export declare function ensurePostgresBin(options?: { log?: (line: string) => void }): string | undefined;
export declare function createDatabase(serverUrl: string, name: string): Promise<string>;
export declare function onBenchDatabase<T>(
  name: string,
  work: (databaseUrl: string) => Promise<T>,
  options?: { log?: (line: string) => void },
): Promise<T | null>;
