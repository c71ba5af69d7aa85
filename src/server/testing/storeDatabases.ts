import { openStore, type StoreLocation } from '../db/connection';
import type { Store } from '../db/database';
import { memoryLocation } from './database';

/**
 * Where the SQL stores' conformance suites run: embedded PGlite always, and a PostgreSQL server too when
 * TEST_DATABASE_URL names a database the tests may migrate and write to (they empty the tables they test).
 */
export function storeDatabases(): { name: string; location: StoreLocation }[] {
  const url = process.env.TEST_DATABASE_URL;
  return [
    { name: 'PGlite', location: { kind: 'memory' } },
    ...(url ? [{ name: 'PostgreSQL', location: { kind: 'postgres', url } } as const] : []),
  ];
}

/** Opens one of the places above; embedded ones start from the run's migrated dump. */
export async function openStoreDatabase(location: StoreLocation): Promise<Store> {
  return openStore(location.kind === 'memory' ? await memoryLocation() : location);
}
