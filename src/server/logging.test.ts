import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './testing/testApp';

/** Every line the app's logger writes, parsed. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

let current: TestApp | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

describe('the server log', () => {
  it('writes a failed query with its statement and reason, never the values it was sent', async () => {
    const sink = logSink();
    current = await testApp({ logger: { level: 'info', stream: sink.stream } });
    const sealed = 'sealed:v1:c2VjcmV0LWdpdC10b2tlbi12YWx1ZQ';
    const tokenHash = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    const failure = await current.db.execute(sql`select ${sealed}::uuid, ${tokenHash}::text`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    // What the driver says, as the error handler and the workers log it.
    expect(String(failure)).toContain(sealed);

    current.app.log.error({ err: failure }, 'request failed');

    const written = sink.lines.join('\n');
    expect(written).toContain('Failed query: select $1::uuid, $2::text');
    expect(written).toContain('invalid input syntax for type uuid');
    expect(written).not.toContain(sealed);
    expect(written).not.toContain(tokenHash);
  });
});
