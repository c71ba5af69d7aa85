import { type SQL } from 'drizzle-orm';
import { beforeAll, beforeEach } from 'vitest';
import type { Store } from '../db/database';
import type { StoreDatabase } from './storeDatabases';

/** The databases the blocks of the running test file share, by kind (closeBlockStores closes them). */
const openedForFile = new Map<string, Promise<Store>>();

/**
 * Called in a describe block: opens `database` for the block (the one the file's earlier blocks opened, if any),
 * seeds it (the seeds write what is missing only), empties it before each test with `emptying` (so that each
 * starts from a store holding nothing, as a new memory store does) and closes it after the file (setup.ts).
 * Opening a database took most of the engine suites' set-up time, once for every block: a file now opens one of
 * each kind.
 */
export function storeForBlock(
  database: StoreDatabase,
  seed: (store: Store) => Promise<void>,
  emptying: SQL,
): () => Store {
  let store: Store | undefined;
  beforeAll(async () => {
    let opening = openedForFile.get(database.name);
    if (!opening) {
      opening = database.open();
      openedForFile.set(database.name, opening);
    }
    store = await opening;
    await seed(store);
  });
  beforeEach(async () => {
    await store?.db.execute(emptying);
  });
  return () => {
    if (!store) throw new Error('The database is opened before the tests of the block');
    return store;
  };
}

/** Closes the databases the file's blocks shared (setup.ts does so after each file). */
export async function closeBlockStores(): Promise<void> {
  const opened = [...openedForFile.values()];
  openedForFile.clear();
  // A database that failed to open has failed its blocks already; there is nothing to close.
  await Promise.all(opened.map(async (opening) => (await opening.catch(() => undefined))?.close()));
}
