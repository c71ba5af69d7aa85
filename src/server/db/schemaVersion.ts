import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One statement sent as it is, answering its rows: PGlite's `query` and node-postgres' alike. Only what the check
 * below sends goes through it.
 */
export type RowsQuery = (text: string) => Promise<{ rows: unknown[] }>;

interface Journal {
  entries: { when: number }[];
}

/**
 * The version of the newest migration in `folder`: when drizzle-kit made it, as its journal says and as drizzle's
 * migrator records each migration it applies (`created_at` of `drizzle.__drizzle_migrations`).
 */
export function newestMigrationOf(folder: string): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return Math.max(...journal.entries.map((entry) => entry.when));
}

const firstRow = (result: { rows: unknown[] }) => result.rows[0] as Record<string, unknown> | undefined;

/** The version of the newest migration the database has had applied, or null when it has never been migrated. */
export async function appliedMigrationOf(query: RowsQuery): Promise<number | null> {
  const table = firstRow(
    await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS "present"`),
  );
  if (table?.present !== true) return null;
  const newest = firstRow(
    await query('SELECT max(created_at) AS "version" FROM drizzle.__drizzle_migrations'),
  );
  // A bigint: node-postgres answers it as a string.
  return newest?.version === null || newest?.version === undefined ? null : Number(newest.version);
}

/**
 * Whether the database holds the newest migration of `folder` (or one newer still). Drizzle's migrator applies only
 * the migrations newer than the newest it has recorded, so for such a database it would apply nothing.
 */
export async function isSchemaCurrent(query: RowsQuery, folder: string): Promise<boolean> {
  const applied = await appliedMigrationOf(query);
  return applied !== null && applied >= newestMigrationOf(folder);
}

/**
 * Runs `migrate` (drizzle's migrator) unless the schema is current: a start on a database already migrated sends
 * two reads instead of the migrator's statements (its schema and table made if missing, the record read, an
 * empty transaction) and reads one small file instead of every migration. Resolves whether it migrated.
 */
export async function migrateWhenBehind(
  query: RowsQuery,
  folder: string,
  migrate: () => Promise<void>,
): Promise<boolean> {
  if (await isSchemaCurrent(query, folder)) return false;
  await migrate();
  return true;
}
