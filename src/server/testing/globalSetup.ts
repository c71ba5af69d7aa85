import type { TestProject } from 'vitest/node';
import { startTestPostgres } from '../../../scripts/lib/postgres.mjs';
import { migratedDatabaseDump } from './migratedDump';
import { migratedPostgresTemplate } from './migratedPostgresTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a dump of a freshly migrated database, which every test file's database starts from. */
    migratedDatabaseSnapshot: string;
    /**
     * A PostgreSQL server the tests that need one create their databases on (see postgres.ts): TEST_DATABASE_URL,
     * or a throwaway server of Debian's PostgreSQL started here; empty when there is neither.
     */
    postgresServerUrl: string;
    /** A migrated database on that server the tests copy theirs from (migratedPostgresTemplate.ts); empty without one. */
    postgresMigratedTemplate: string;
  }
}

/**
 * Provides the dump of a migrated embedded database every test file's database opens (made once, then kept while
 * the migrations stay the same: migratedDump.ts): opening a dump takes a fraction of the time PGlite needs to create
 * and migrate a database, which every server test file would otherwise pay.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('migratedDatabaseSnapshot', await migratedDatabaseDump());
  const postgres = process.env.TEST_DATABASE_URL ? undefined : await startTestPostgres();
  const serverUrl = process.env.TEST_DATABASE_URL ?? postgres?.url ?? '';
  project.provide('postgresServerUrl', serverUrl);
  const template = serverUrl ? await migratedPostgresTemplate(serverUrl) : undefined;
  project.provide('postgresMigratedTemplate', template?.name ?? '');
  return async () => {
    try {
      // On a throwaway server, stopping it removes the template with the rest.
      if (!postgres) await template?.drop();
    } finally {
      postgres?.stop();
    }
  };
}
