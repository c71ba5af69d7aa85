import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openStore } from '../db/connection';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a dump of a freshly migrated database, which every test file's database starts from. */
    migratedDatabaseSnapshot: string;
  }
}

/**
 * Migrates one embedded database for the whole run and dumps it to a file: opening a dump takes a fraction of the
 * time PGlite needs to create and migrate a database, which every server test file would otherwise pay.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const store = await openStore({ kind: 'memory' });
  const folder = await mkdtemp(path.join(tmpdir(), 'platform-test-db-'));
  const file = path.join(folder, 'migrated.tar');
  try {
    const snapshot = await store.snapshot?.();
    if (!snapshot) throw new Error('The embedded database cannot be dumped.');
    await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  } finally {
    await store.close();
  }
  project.provide('migratedDatabaseSnapshot', file);
  return () => rm(folder, { recursive: true, force: true });
}
