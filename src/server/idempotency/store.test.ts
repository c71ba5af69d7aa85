import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema';
import type { Database } from '../db/database';
import { storeDatabases } from '../testing/storeDatabases';
import { manualClock } from '../testing/clock';
import { systemRuntime } from '../runtime';
import type { Store } from '../db/database';
import { KEY_LIFETIME_MS, LEASE_MS, pruneExpiredIdempotencyKeys, sqlIdempotencyStore } from './store';

const HOUR = 60 * 60_000;

describe.each(storeDatabases())('idempotency keys in $name', (database) => {
  let store: Store;
  let db: Database;
  beforeAll(async () => {
    store = await database.open();
    db = store.db;
  });
  afterAll(() => store.close());

  function freshOwner() {
    const clock = manualClock();
    const runtime = { ...systemRuntime, clock };
    const owner = `api_token:${runtime.newId()}`;
    const keyed = (key: string, requestHash = 'request-a') => ({ owner, key, requestHash });
    return { clock, owner, keyed, keys: sqlIdempotencyStore(db, runtime) };
  }

  const keysOf = async (owner: string) =>
    (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.owner, owner)))
      .map((row) => row.key)
      .sort();

  it('give a new key to exactly one of many runs asking at once', async () => {
    const { keyed, keys } = freshOwner();
    const claims = await Promise.all(Array.from({ length: 8 }, () => keys.claim(keyed('at-once'))));
    expect(claims.filter((claim) => claim.kind === 'acquired')).toHaveLength(1);
    expect(claims.filter((claim) => claim.kind === 'running')).toHaveLength(7);
  });

  it('keep an answer for 24 hours; pruning deletes the keys older than that, and only those', async () => {
    const { clock, owner, keyed, keys } = freshOwner();
    const old = await keys.claim(keyed('old'));
    if (old.kind !== 'acquired') throw new Error('a new key is acquired');
    await keys.save(keyed('old'), old.leaseId, { status: 201, body: '{"id":"1"}' });
    clock.advance(2 * HOUR);
    const recent = await keys.claim(keyed('recent'));
    if (recent.kind !== 'acquired') throw new Error('a new key is acquired');
    await keys.save(keyed('recent'), recent.leaseId, { status: 202, body: '{"id":"2"}' });

    clock.advance(KEY_LIFETIME_MS - 2 * HOUR - 1);
    expect(await keys.claim(keyed('old'))).toEqual({
      kind: 'answered',
      answer: { status: 201, body: '{"id":"1"}' },
    });
    await pruneExpiredIdempotencyKeys(db, clock.now());
    expect(await keysOf(owner)).toEqual(['old', 'recent']);

    clock.advance(1);
    expect(await pruneExpiredIdempotencyKeys(db, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await keysOf(owner)).toEqual(['recent']);
  });

  it('take an expired key anew even before it is pruned, whatever request it was', async () => {
    const { clock, keyed, keys } = freshOwner();
    const first = await keys.claim(keyed('k'));
    if (first.kind !== 'acquired') throw new Error('a new key is acquired');
    await keys.save(keyed('k'), first.leaseId, { status: 202, body: '{}' });
    expect(await keys.claim(keyed('k', 'request-b'))).toEqual({ kind: 'reused' });
    clock.advance(KEY_LIFETIME_MS);
    expect(await keys.claim(keyed('k', 'request-b'))).toMatchObject({ kind: 'acquired' });
  });

  it('let a run whose lease ended lose the key: its late answer is not kept', async () => {
    const { clock, keyed, keys } = freshOwner();
    const dead = await keys.claim(keyed('k'));
    if (dead.kind !== 'acquired') throw new Error('a new key is acquired');
    expect(await keys.claim(keyed('k'))).toEqual({ kind: 'running' });
    // Another request cannot take it over, even once the lease ends.
    clock.advance(LEASE_MS);
    expect(await keys.claim(keyed('k', 'request-b'))).toEqual({ kind: 'reused' });
    const next = await keys.claim(keyed('k'));
    if (next.kind !== 'acquired') throw new Error('the same request takes the key over');
    await keys.save(keyed('k'), dead.leaseId, { status: 500, body: 'late' });
    await keys.release(keyed('k'), dead.leaseId);
    expect(await keys.claim(keyed('k'))).toEqual({ kind: 'running' });
    await keys.save(keyed('k'), next.leaseId, { status: 202, body: '{"id":"2"}' });
    expect(await keys.claim(keyed('k'))).toEqual({
      kind: 'answered',
      answer: { status: 202, body: '{"id":"2"}' },
    });
  });

  it('free a key let go without an answer for the next run', async () => {
    const { keyed, keys, owner } = freshOwner();
    const run = await keys.claim(keyed('k'));
    if (run.kind !== 'acquired') throw new Error('a new key is acquired');
    await keys.release(keyed('k'), run.leaseId);
    expect(await keysOf(owner)).toEqual([]);
    expect(await keys.claim(keyed('k', 'request-b'))).toMatchObject({ kind: 'acquired' });
  });
});
