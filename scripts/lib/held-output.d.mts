import type { ChildProcess } from 'node:child_process';

export interface HeldOutput {
  write(chunk: string | Uint8Array): void;
  release(): void;
}
export declare function heldOutput(target: { write(chunk: string | Uint8Array): unknown }): HeldOutput;
export declare function holdChildOutput(
  child: ChildProcess,
  targets?: {
    stdout?: { write(chunk: string | Uint8Array): unknown };
    stderr?: { write(chunk: string | Uint8Array): unknown };
  },
): { release(): void };
