import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { freshPostgresDatabase, type PostgresTestDatabase, postgresServerUrl } from '../testing/postgres';
import { systemRuntime } from '../runtime';
import { authHeaders, seeder } from '../testing/seed';
import { testConfig } from '../testing/testApp';
import type { Store } from './database';

/** How many migrations the code holds. */
const journalEntries = () =>
  (
    JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

/**
 * The same code over a PostgreSQL server (DATABASE_URL), on a database of its own on the test run's server: a
 * throwaway one of Debian's PostgreSQL, or TEST_DATABASE_URL's (see testing/globalSetup.ts).
 */
describe.skipIf(!postgresServerUrl())('PostgreSQL server', () => {
  let database: PostgresTestDatabase;
  let store: Store;
  beforeAll(async () => {
    database = await freshPostgresDatabase();
    store = await database.open();
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it('migrates, serves the API and enforces unique names', async () => {
    // Migrating an up-to-date database changes nothing.
    await (await database.open()).close();
    const app = await createApp({ config: testConfig, db: store.db, runtime: systemRuntime });
    try {
      const org = await seeder(store.db, systemRuntime).createOrganization();
      const headers = authHeaders.token(org.adminToken.value);
      const url = `/api/organization/${org.id}/project`;
      expect((await app.inject({ method: 'POST', url, headers, payload: { name: 'web' } })).statusCode).toBe(
        200,
      );
      expect((await app.inject({ method: 'POST', url, headers, payload: { name: 'WEB' } })).statusCode).toBe(
        409,
      );
      const page = await app.inject({ method: 'GET', url: `${url}?page=1&page_size=1`, headers });
      expect(page.json().pagination).toEqual({ page: 1, page_size: 1, total_count: 1, total_pages: 1 });
    } finally {
      await app.close();
    }
  });

  it('is migrated once when several processes start on a new database at the same time', async () => {
    const fresh = await freshPostgresDatabase();
    const opening = await Promise.allSettled([fresh.open(), fresh.open(), fresh.open()]);
    const client = new pg.Client({ connectionString: fresh.url });
    try {
      expect(opening.map((each) => (each.status === 'fulfilled' ? 'opened' : String(each.reason)))).toEqual([
        'opened',
        'opened',
        'opened',
      ]);
      await client.connect();
      const applied = await client.query('SELECT hash FROM drizzle.__drizzle_migrations');
      expect(applied.rows).toHaveLength(journalEntries());
    } finally {
      await client.end();
      await Promise.all(
        opening.map((each) => (each.status === 'fulfilled' ? each.value.close() : undefined)),
      );
      await fresh.drop();
    }
  });

  it('keeps the promise of an Idempotency-Key across two API processes on one database', async () => {
    const second = await database.open();
    const apps = await Promise.all(
      [store, second].map((each) => createApp({ config: testConfig, db: each.db, runtime: systemRuntime })),
    );
    try {
      const org = await seeder(store.db, systemRuntime).createOrganization();
      const headers = { ...authHeaders.token(org.adminToken.value), 'idempotency-key': 'one-project' };
      const url = `/api/organization/${org.id}/project`;
      const answers = await Promise.all(
        [...apps, ...apps].map((app) =>
          app.inject({ method: 'POST', url, headers, payload: { name: 'api' } }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
      const list = await apps[1]?.inject({
        method: 'GET',
        url,
        headers: authHeaders.token(org.adminToken.value),
      });
      expect(list?.json().results).toHaveLength(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await second.close();
    }
  });
});
