import { describe, expect, it } from 'vitest';
import { heldOutput } from './held-output.mjs';

function recorder() {
  const written: string[] = [];
  return { written, write: (chunk: string | Uint8Array) => written.push(String(chunk)) };
}

describe('held output', () => {
  it('writes nothing until released, then everything in order, then passes the rest straight on', () => {
    const terminal = recorder();
    const output = heldOutput(terminal);
    output.write('first\n');
    output.write('second\n');
    expect(terminal.written).toEqual([]);

    output.release();
    expect(terminal.written).toEqual(['first\n', 'second\n']);

    output.write('third\n');
    expect(terminal.written).toEqual(['first\n', 'second\n', 'third\n']);
  });

  it('writes what it held once, however often it is released', () => {
    const terminal = recorder();
    const output = heldOutput(terminal);
    output.write('only once\n');
    output.release();
    output.release();
    expect(terminal.written).toEqual(['only once\n']);
  });
});
