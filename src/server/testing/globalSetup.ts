import type { TestProject } from 'vitest/node';
import { startTestPostgres } from '../../../scripts/lib/postgres.mjs';
import { migratedDatabaseDump } from './migratedDump';

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
 * Provides the dump of a migrated embedded database every test file's database opens (made once, then kept while
 * the migrations stay the same: migratedDump.ts): opening a dump takes a fraction of the time PGlite needs to create
 * and migrate a database, which every server test file would otherwise pay.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  project.provide('migratedDatabaseSnapshot', await migratedDatabaseDump());
  const postgres = process.env.TEST_DATABASE_URL ? undefined : await startTestPostgres();
  project.provide('postgresServerUrl', process.env.TEST_DATABASE_URL ?? postgres?.url ?? '');
  return () => postgres?.stop();
}
