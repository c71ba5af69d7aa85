import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from '../testing/database';
import { pgliteForDrizzle } from './pgliteClient';

const asWritten = (value: string) => value;
const drizzleParsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (type) => [type, asWritten],
  ),
);

describe('PGlite for drizzle', () => {
  let client: PGlite;
  // Opened from global setup's migrated dump: a new PGlite runs initdb first, which a loaded machine stretches
  // past a test's time.
  beforeAll(async () => {
    const location = await memoryLocation();
    const snapshot = location.kind === 'memory' ? location.snapshot : undefined;
    client = pgliteForDrizzle(undefined, { loadDataDir: snapshot });
    await client.waitReady;
  });
  afterAll(() => client.close());

  it("holds drizzle's parsers, so its queries do not hand them over each time", async () => {
    // `query` is PGlite's base class's, which runs what is not kept as a named statement.
    const query = vi.spyOn(Object.getPrototypeOf(PGlite.prototype) as PGlite, 'query');
    const sql = "values (timestamptz '2026-01-02 03:04:05+00', 1)";
    const inQuery = await client.query(sql, [], { rowMode: 'array', parsers: drizzleParsers });
    expect(inQuery.rows).toEqual([['2026-01-02 03:04:05+00', 1]]);
    expect(query.mock.calls.find(([text]) => text === sql)?.[2]).toEqual({
      rowMode: 'array',
      parsers: undefined,
    });
    // Inside a transaction as well.
    const inTransaction = await client.transaction((tx) =>
      tx.query(sql, [], { rowMode: 'array', parsers: drizzleParsers }),
    );
    expect(inTransaction.rows).toEqual(inQuery.rows);
    query.mockRestore();
  });

  it('answers named statements with the same parsers', async () => {
    const sql = "select timestamptz '2026-01-02 03:04:05+00' as at, 1 as one";
    for (let run = 0; run < 2; run++) {
      const rows = await client.query(sql, [], { rowMode: 'array', parsers: drizzleParsers });
      expect(rows.rows).toEqual([['2026-01-02 03:04:05+00', 1]]);
    }
  });

  it('leaves other parsers to the query', async () => {
    const parsed = await client.query("select timestamptz '2026-01-02 03:04:05+00' as at", [], {
      parsers: { [types.TIMESTAMPTZ]: () => 'parsed' },
    });
    expect(parsed.rows).toEqual([{ at: 'parsed' }]);
  });
});
