import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Store } from './database';
import { pgliteForDrizzle } from './pgliteClient';
import * as schema from './schema';

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

/** Opens the database and brings its schema up to date: every start applies the pending migrations. */
export async function openStore(location: StoreLocation): Promise<Store> {
  if (location.kind === 'postgres') return openPostgres(location.url);
  if (location.kind === 'pglite') return openPglite(location.dataDir);
  return openPglite(undefined, location.snapshot);
}

async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<Store> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = pgliteForDrizzle(dataDir, snapshot ? { loadDataDir: snapshot } : {});
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    location: dataDir ?? 'memory',
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url });
  // An idle connection the server closes (a restart, an administrator, a dropped database) is discarded by the
  // pool and replaced on the next query; unhandled, its error would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema });
  try {
    await migrateNodePg(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    location: redactPassword(url),
    close: () => pool.end(),
  };
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'PostgreSQL';
  }
}
