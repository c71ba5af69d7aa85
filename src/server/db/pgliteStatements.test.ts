import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { namedStatements } from './pgliteStatements';

const client = new PGlite();
const statements = namedStatements(client, { limit: 4 });
const { query } = statements.outside;

const kept = async () =>
  (
    await client.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by prepare_time',
    )
  ).rows.map((row) => row.statement);

beforeAll(async () => {
  await client.exec(`
    create table items (id int primary key, name text not null unique, tags text[], data jsonb, at timestamptz);
  `);
});
afterAll(() => client.close());

describe('named statements on PGlite', () => {
  it('answers as PGlite does, preparing a statement once and running it by its name after', async () => {
    const insert =
      'insert into items (id, name, tags, data, at) values ($1, $2, $3, $4, $5) returning id, name';
    const at = new Date('2026-01-02T03:04:05.000Z');
    const first = await query(insert, [1, 'one', ['a', 'b'], { deep: [1] }, at]);
    const second = await query(insert, [2, 'two', null, null, null]);
    expect(first.rows).toEqual([{ id: 1, name: 'one' }]);
    expect(second).toMatchObject({ rows: [{ id: 2, name: 'two' }], affectedRows: 1 });
    expect((await kept()).filter((text) => text === insert)).toHaveLength(1);

    const read = 'select id, name, tags, data, at from items where id = $1';
    const ours = await query(read, [1], { rowMode: 'array' });
    const pglites = await client.query(read, [1], { rowMode: 'array' });
    expect(ours.rows).toEqual(pglites.rows);
    expect(ours.rows).toEqual([[1, 'one', ['a', 'b'], { deep: [1] }, at]]);
    expect(ours.fields).toEqual(pglites.fields);

    const update = await query('update items set name = name || $1 where id > $2', ['!', 0]);
    expect(update.affectedRows).toBe(2);
  });

  it('throws the database error with its code, and the database answers the next statement', async () => {
    const insert = 'insert into items (id, name) values ($1, $2)';
    await expect(query(insert, [10, 'one!'])).rejects.toMatchObject({
      code: '23505',
      constraint: 'items_name_key',
      query: insert,
    });
    await expect(query('select count(*)::int as n from items where id = $1', [10])).resolves.toMatchObject({
      rows: [{ n: 0 }],
    });
  });

  it('runs within a transaction, which an error rolls back, and keeps a statement prepared there', async () => {
    const insert = 'insert into items (id, name) values ($1, $2)';
    const count = 'select count(*)::int as n from items where id >= $1';
    await expect(
      client.transaction(async (tx) => {
        const within = statements.within(tx);
        await within.query(insert, [20, 'twenty']);
        expect((await within.query(count, [20])).rows).toEqual([{ n: 1 }]);
        await within.query(insert, [21, 'twenty']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await query(count, [20])).rows).toEqual([{ n: 0 }]);
    await query(insert, [22, 'twenty-two']);
    expect((await query(count, [20])).rows).toEqual([{ n: 1 }]);
  });

  it('waits for a transaction under way instead of running inside it', async () => {
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = client
      .transaction(async (tx) => {
        await statements.within(tx).query('insert into items (id, name) values ($1, $2)', [30, 'thirty']);
        inserted();
        await released;
        await tx.rollback();
      })
      .catch(() => undefined);
    await insertedYet;
    // The transaction stays open until the count asks for the database's hold on transactions (as PGlite's own
    // query does, it then waits for the transaction to end), or, were it to run without asking, until it answers.
    const holds = vi.spyOn(client, '_runExclusiveTransaction');
    holds.mockImplementationOnce((run) => {
      release();
      holds.mockRestore();
      return client._runExclusiveTransaction(run);
    });
    // Run inside the transaction, the count would see the row it then rolls back.
    const counted = await query('select count(*)::int as n from items where id = $1', [30]).finally(release);
    holds.mockRestore();
    await transaction;
    expect(counted.rows).toEqual([{ n: 0 }]);
  });

  it('lets the least recently used statements go past its limit', async () => {
    for (let index = 0; index < 6; index++) await query(`select $1::int + ${index} as n`, [1]);
    const statementsKept = await kept();
    expect(statementsKept).toHaveLength(4);
    expect(statementsKept).toContain('select $1::int + 5 as n');
    expect(statementsKept).not.toContain('select $1::int + 0 as n');
    await expect(query('select $1::int + 0 as n', [1])).resolves.toMatchObject({ rows: [{ n: 1 }] });
  });

  it('leaves statements that are not worth keeping to PGlite', async () => {
    const before = await kept();
    await query('create table others (id int)', []);
    await query('values ($1::int)', [1]);
    expect(await kept()).toEqual(before);
  });
});
