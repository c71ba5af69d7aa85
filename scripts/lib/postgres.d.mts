export declare function findPostgresBin(root?: string): string | undefined;
export declare function startTestPostgres(options?: {
  bin?: string | undefined;
}): Promise<{ url: string; stop(): void } | undefined>;
