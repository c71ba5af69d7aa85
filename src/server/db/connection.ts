import { fileURLToPath } from 'node:url';
import type { Store } from './database';

// Beside this module in the sources, and beside the bundle in the server's build (scripts/lib/server-build.mjs).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type StoreLocation =
  /** A folder on disk for embedded PGlite. */
  | { kind: 'pglite'; dataDir: string }
  /**
   * Embedded PGlite in memory: tests. `snapshot` is a dump of an already migrated database to start from, which
   * opens several times faster than migrating a new one.
   */
  | { kind: 'memory'; snapshot?: Blob }
  /** A PostgreSQL server. */
  | { kind: 'postgres'; url: string };

/**
 * Opens the database and brings its schema up to date: a start applies the migrations the database lacks, and
 * runs no migrator at all when it lacks none (see schemaVersion.ts). Each driver is loaded when used: a server on
 * the embedded database never loads node-postgres.
 */
export async function openStore(location: StoreLocation): Promise<Store> {
  if (location.kind === 'postgres') {
    const { openPostgres } = await import('./postgresStore');
    return openPostgres(location.url, migrationsFolder);
  }
  const { openPglite } = await import('./pgliteStore');
  if (location.kind === 'pglite') return openPglite(migrationsFolder, location.dataDir);
  return openPglite(migrationsFolder, undefined, location.snapshot);
}
