import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore } from '../db/connection';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));
const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Where dumps are kept between test runs: beside the other tools' caches, which a fresh install starts without. */
export const migratedDumpCacheFolder = path.join(
  projectRoot,
  'node_modules',
  '.cache',
  'migrated-test-database',
);

/** A dump nobody has opened for this long (another branch's migrations, an older PGlite) is removed. */
const UNUSED_DUMP_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * What a dump is made of: every migration file (the SQL and drizzle's journal) and the versions of PGlite, which
 * writes the dump and reads it back, and of drizzle, whose migrator records what it applied.
 */
export async function migratedDumpKey(folder = migrationsFolder): Promise<string> {
  const hash = createHash('sha256');
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) {
    // Read from the file: neither package exports its package.json.
    const manifest = await readFile(path.join(projectRoot, 'node_modules', name, 'package.json'), 'utf8');
    hash.update(`${name}@${(JSON.parse(manifest) as { version: string }).version}\n`);
  }
  for (const file of await filesUnder(folder)) {
    hash.update(`${path.relative(folder, file)}\n`);
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 24);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function removeUnusedDumps(keep: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(migratedDumpCacheFolder)) {
    const file = path.join(migratedDumpCacheFolder, name);
    if (file === keep) continue;
    const { mtimeMs } = await stat(file);
    if (now - mtimeMs > UNUSED_DUMP_LIFETIME_MS) await rm(file, { force: true });
  }
}

async function dumpNewlyMigratedDatabase(file: string): Promise<void> {
  const store = await openStore({ kind: 'memory' });
  try {
    const snapshot = await store.snapshot?.();
    if (!snapshot) throw new Error('The embedded database cannot be dumped.');
    // Written under a name of its own, then renamed: a run started meanwhile reads a whole dump or none.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await store.close();
  }
}

/**
 * A file holding a dump of a freshly migrated embedded database. Migrating one takes PGlite most of the time of
 * Vitest's global setup, so the dump is kept under a key of what it is made of (migratedDumpKey) and made again
 * only when a migration, PGlite or drizzle changes.
 */
export async function migratedDatabaseDump(): Promise<string> {
  await mkdir(migratedDumpCacheFolder, { recursive: true });
  const file = path.join(migratedDumpCacheFolder, `${await migratedDumpKey()}.tar`);
  if (await exists(file)) {
    // Its time of last use, which keeps it from being removed as unused.
    const now = new Date();
    await utimes(file, now, now);
  } else {
    await dumpNewlyMigratedDatabase(file);
  }
  await removeUnusedDumps(file);
  return file;
}
