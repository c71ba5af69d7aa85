import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from '../testing/database';
import { openPglite } from './pgliteStore';
import { appliedMigrationOf, isSchemaCurrent, migrateWhenBehind, newestMigrationOf } from './schemaVersion';

const FIRST = 1_700_000_000_000;
const SECOND = FIRST + 60_000;

/** A migrations folder as drizzle-kit writes one: the journal and one file of SQL per migration. */
function migrationsFolder(migrations: { when: number; tag: string; sql: string }[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  mkdirSync(join(folder, 'meta'));
  const entries = migrations.map(({ when, tag }, idx) => ({
    idx,
    version: '7',
    when,
    tag,
    breakpoints: true,
  }));
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  for (const { tag, sql } of migrations) writeFileSync(join(folder, `${tag}.sql`), sql);
  return folder;
}

const first = { when: FIRST, tag: '0000_first', sql: 'CREATE TABLE "first" ("id" integer);' };
const second = { when: SECOND, tag: '0001_second', sql: 'CREATE TABLE "second" ("id" integer);' };

describe('migrations run only when the schema is behind the code', () => {
  const folders: string[] = [];
  let client: PGlite;
  const query = (text: string) => client.query(text);
  /** Drizzle's migrator over `folder`, counted. */
  const migrator = (folder: string) =>
    vi.fn(() => migrate(drizzle({ client }), { migrationsFolder: folder }));
  const tableExists = async (name: string) =>
    (await client.query<{ found: boolean }>(`SELECT to_regclass('${name}') IS NOT NULL AS found`)).rows[0]
      ?.found;

  beforeAll(async () => {
    // The tests' migrated database without drizzle's record of its migrations: never migrated, as far as the
    // migrator can tell. Opening a dump takes a fraction of the time PGlite needs to create a database.
    const location = await memoryLocation();
    client = new PGlite(
      location.kind === 'memory' && location.snapshot ? { loadDataDir: location.snapshot } : {},
    );
    await client.exec('DROP SCHEMA IF EXISTS drizzle CASCADE');
  });
  afterAll(async () => {
    await client.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('migrates a database never migrated, then leaves the migrator out while the version is unchanged', async () => {
    const folder = migrationsFolder([first]);
    folders.push(folder);
    expect(await appliedMigrationOf(query)).toBeNull();

    const migrateFirst = migrator(folder);
    expect(await migrateWhenBehind(query, folder, migrateFirst)).toBe(true);
    expect(migrateFirst).toHaveBeenCalledTimes(1);
    expect(await tableExists('first')).toBe(true);
    expect(await appliedMigrationOf(query)).toBe(FIRST);

    const again = migrator(folder);
    expect(await migrateWhenBehind(query, folder, again)).toBe(false);
    expect(again).not.toHaveBeenCalled();
  });

  it('runs the migrator once the code holds a newer migration, which it applies', async () => {
    const folder = migrationsFolder([first, second]);
    folders.push(folder);
    expect(await isSchemaCurrent(query, folder)).toBe(false);

    const migrateBoth = migrator(folder);
    expect(await migrateWhenBehind(query, folder, migrateBoth)).toBe(true);
    expect(migrateBoth).toHaveBeenCalledTimes(1);
    expect(await tableExists('second')).toBe(true);
    expect(await appliedMigrationOf(query)).toBe(SECOND);
    expect(await isSchemaCurrent(query, folder)).toBe(true);
  });

  it('leaves alone a database migrated by a newer version of the code, as the migrator would', async () => {
    const olderCode = migrationsFolder([first]);
    folders.push(olderCode);
    const migrateOlder = migrator(olderCode);
    expect(await migrateWhenBehind(query, olderCode, migrateOlder)).toBe(false);
    expect(migrateOlder).not.toHaveBeenCalled();
  });
});

describe("opening the server's database", () => {
  const serverMigrations = fileURLToPath(new URL('./migrations', import.meta.url));

  it('runs no migrator and reads no migration when the database holds them all (as global setup migrated it)', async () => {
    // The journal without the migrations' SQL: drizzle's migrator, which reads every file first, would fail.
    const journalOnly = mkdtempSync(join(tmpdir(), 'journal-only-'));
    cpSync(join(serverMigrations, 'meta'), join(journalOnly, 'meta'), { recursive: true });
    const location = await memoryLocation();
    const store = await openPglite(
      journalOnly,
      undefined,
      location.kind === 'memory' ? location.snapshot : undefined,
    );
    try {
      const query = (text: string) => store.db.execute(sql.raw(text)) as Promise<{ rows: unknown[] }>;
      expect(await appliedMigrationOf(query)).toBe(newestMigrationOf(serverMigrations));
    } finally {
      await store.close();
      rmSync(journalOnly, { recursive: true, force: true });
    }
  });
});
