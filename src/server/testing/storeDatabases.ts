import type { StoreLocation } from '../db/connection';

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
