import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Store } from './database';
import { auditedPool } from './postgresAudit';
import * as schema from './schema';
import { isSchemaCurrent, migrateWhenBehind } from './schemaVersion';

/** The advisory lock processes starting on one database take while one of them migrates it (any fixed number). */
const MIGRATION_LOCK = 7_268_310_454;

/**
 * Brings the schema up to date, once however many processes start together on the database: a process that finds
 * it behind takes the lock, looks again (another may have migrated it meanwhile) and only then migrates, on that
 * one connection. A process that finds it current takes no lock.
 */
async function migrateOnce(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  if (await isSchemaCurrent((text) => pool.query(text), migrationsFolder)) return;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateWhenBehind(
        (text) => client.query(text),
        migrationsFolder,
        () => migrate(drizzle({ client, schema }), { migrationsFolder }),
      );
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** A pool of connections to a PostgreSQL server, its schema brought up to date. */
export async function openPostgres(url: string, migrationsFolder: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url });
  // An idle connection the server closes (a restart, an administrator, a dropped database) is discarded by the
  // pool and replaced on the next query; unhandled, its error would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzle({ client: auditedPool(pool), schema });
  try {
    await migrateOnce(pool, migrationsFolder);
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
