import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { systemRuntime } from '../runtime';
import { authHeaders, seeder } from '../testing/seed';
import { testConfig } from '../testing/testApp';
import { openStore } from './connection';
import type { Store } from './database';

/**
 * The same code over a PostgreSQL server (DATABASE_URL). Runs when TEST_DATABASE_URL names a database the test
 * may migrate and write to, e.g. TEST_DATABASE_URL=postgres://user@127.0.0.1:5432/platform_test.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL server', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ kind: 'postgres', url: url ?? '' });
  });
  afterAll(() => store?.close());

  it('migrates, serves the API and enforces unique names', async () => {
    // Migrating an up-to-date database changes nothing.
    await (await openStore({ kind: 'postgres', url: url ?? '' })).close();
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
});
