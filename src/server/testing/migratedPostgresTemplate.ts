import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../../../scripts/lib/postgres.mjs';
import { openStore } from '../db/connection';

export interface MigratedPostgresTemplate {
  name: string;
  drop(): Promise<void>;
}

/**
 * A database on the test server that the migrations were run on once, for global setup: the tests that want a
 * migrated PostgreSQL database copy it (CREATE DATABASE … TEMPLATE, see postgres.ts) rather than migrate one anew
 * for every describe block. Named anew for each run: runs may share a server (TEST_DATABASE_URL).
 */
export async function migratedPostgresTemplate(serverUrl: string): Promise<MigratedPostgresTemplate> {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  const store = await openStore({ kind: 'postgres', url: await createDatabase(serverUrl, name) });
  // Closed before any copy: PostgreSQL copies only a template nobody is connected to.
  await store.close();
  return {
    name,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
