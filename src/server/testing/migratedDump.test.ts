import { cp, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migratedDatabaseDump, migratedDumpCacheFolder, migratedDumpKey } from './migratedDump';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));
const copies: string[] = [];

afterAll(async () => {
  for (const folder of copies) await rm(folder, { recursive: true, force: true });
});

async function copyOfMigrations(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-copy-'));
  copies.push(folder);
  await cp(migrationsFolder, folder, { recursive: true });
  return folder;
}

describe('the migrated database dump kept between test runs', () => {
  it('is the one global setup provided, kept in the cache and found again rather than made anew', async () => {
    const provided = inject('migratedDatabaseSnapshot');
    expect(path.dirname(provided)).toBe(migratedDumpCacheFolder);
    const before = await stat(provided);

    expect(await migratedDatabaseDump()).toBe(provided);
    // The same file, not one written again: its inode and contents' time are those global setup left.
    const after = await stat(provided);
    expect(after.ino).toBe(before.ino);
    expect(after.size).toBe(before.size);
  });

  it('is keyed by the migrations: the same files give the same key, a changed or added migration another', async () => {
    const key = await migratedDumpKey();
    const copy = await copyOfMigrations();
    expect(await migratedDumpKey(copy)).toBe(key);

    const changed = await copyOfMigrations();
    await writeFile(path.join(changed, '0000_foundation.sql'), '-- changed\n', { flag: 'a' });
    expect(await migratedDumpKey(changed)).not.toBe(key);

    const added = await copyOfMigrations();
    await writeFile(path.join(added, '9999_next.sql'), 'SELECT 1;\n');
    expect(await migratedDumpKey(added)).not.toBe(key);
  });
});
