import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from '../../../scripts/lib/postgres.mjs';
import { openStore } from '../db/connection';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a dump of a freshly migrated database, which every test file's database starts from. */
    migratedDatabaseSnapshot: string;
    /**
     * A PostgreSQL server the tests that need one create their databases on (see postgres.ts): TEST_DATABASE_URL,
     * or a throwaway server of Debian's PostgreSQL started here; empty when there is neither.
     */
    postgresServerUrl: string;
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
  const postgres = process.env.TEST_DATABASE_URL ? undefined : await startTestPostgres();
  project.provide('postgresServerUrl', process.env.TEST_DATABASE_URL ?? postgres?.url ?? '');
  return async () => {
    postgres?.stop();
    await rm(folder, { recursive: true, force: true });
  };
}
