import type { ChildProcess } from 'node:child_process';

export declare const projectRoot: string;
export declare const serverCommand: { command: string; args: string[] };
export declare const SERVER_READY_LINE: string;
export declare function bin(name: string): string;
export declare function exitCodeOf(code: number | null, signal: NodeJS.Signals | null): number;

export interface StartOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** 'inherit' shares our terminal; 'pipe' gives child.stdout and child.stderr to read. */
  stdio?: 'inherit' | 'pipe';
  onSignal?: (signal: NodeJS.Signals) => void;
  /** Keep the child in our process group, with an IPC channel that closes when we die. */
  sameGroup?: boolean;
}
export declare function start(
  command: string,
  args: string[],
  options?: StartOptions,
): { child: ChildProcess; exited: Promise<number> };
export declare function startServer(options?: Omit<StartOptions, 'sameGroup'>): {
  child: ChildProcess;
  exited: Promise<number>;
};
export declare function run(command: string, args: string[], options?: StartOptions): Promise<number>;
export declare function pipeLines(
  stream: NodeJS.ReadableStream,
  prefix: string,
  target: NodeJS.WritableStream,
): void;
export declare function secondsSince(startedAt: number): string;
