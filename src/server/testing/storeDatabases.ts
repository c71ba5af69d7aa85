import type { Store } from '../db/database';
import { openTestStore } from './database';
import { migratedPostgresDatabase, postgresServerUrl } from './postgres';

export interface StoreDatabase {
  name: string;
  /** A database of the kind, opened and migrated; `close` also drops a PostgreSQL one. */
  open(): Promise<Store>;
}

/**
 * Where the SQL stores' conformance suites run: embedded PGlite always, and a PostgreSQL server when the test run
 * has one (see testing/globalSetup.ts), each test file on a database of its own.
 */
export function storeDatabases(): StoreDatabase[] {
  const embedded: StoreDatabase = { name: 'PGlite', open: openTestStore };
  if (!postgresServerUrl()) return [embedded];
  const server: StoreDatabase = {
    name: 'PostgreSQL',
    async open() {
      const database = await migratedPostgresDatabase();
      const store = await database.open();
      return {
        ...store,
        async close() {
          await store.close();
          await database.drop();
        },
      };
    },
  };
  return [embedded, server];
}
