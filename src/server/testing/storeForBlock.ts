import { type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Store } from '../db/database';
import type { StoreDatabase } from './storeDatabases';

/**
 * Called in a describe block: opens `database` for the block (seeded once), empties it before each test with
 * `emptying` (so that each starts from a store holding nothing, as a new memory store does) and closes it after.
 * Answers the open store, for the block's tests.
 */
export function storeForBlock(
  database: StoreDatabase,
  seed: (store: Store) => Promise<void>,
  emptying: SQL,
): () => Store {
  let store: Store | undefined;
  beforeAll(async () => {
    store = await database.open();
    await seed(store);
  });
  afterAll(() => store?.close());
  beforeEach(async () => {
    await store?.db.execute(emptying);
  });
  return () => {
    if (!store) throw new Error('The database is opened before the tests of the block');
    return store;
  };
}
