import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../db/schema';
import { authHeaders } from '../../testing/seed';
import { type TestApp, testApp } from '../../testing/testApp';
import { RECENTLY_FOUND_TTL_MS } from '../shared/recentlyFound';
import { hashApiTokenValue } from './tokenValue';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('API tokens', () => {
  it('shows the value once, stores only its hash, lists without values, and revokes', async () => {
    const org = await t.createOrganization();
    const headers = authHeaders.token(org.adminToken.value);
    const url = `/api/organization/${org.id}/apiToken`;

    const created = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { name: 'ci-deployer', description: 'Used by CI', scope: 'DEPLOY', expires_in_days: 30 },
    });
    expect(created.statusCode).toBe(201);
    const token = created.json();
    expect(token.token).toMatch(/^plt_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: 'ci-deployer',
      description: 'Used by CI',
      scope: 'DEPLOY',
      // Bound to no role: it acts as an ADMIN would, its scope limiting it.
      role_name: 'ADMIN',
      role_id: '00000000-0000-4000-8000-000000000002',
      last_used_at: null,
      expired_at: new Date(t.clock.now().getTime() + 30 * 24 * 3600 * 1000).toISOString(),
    });
    // Made with the organization's admin token: the record says so.
    expect(token.created_by).toContain('(API token)');

    // Only the SHA-256 of the value is in the database, nowhere the value itself.
    const [stored] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(stored?.tokenHash).toBe(hashApiTokenValue(token.token));
    // Every column of every token, as text: the value appears in none.
    const [holding] = await t.db
      .select({ rows: count() })
      .from(apiTokens)
      .where(sql`position(${token.token} in ${apiTokens}::text) > 0`);
    expect(holding?.rows).toBe(0);
    const [withHash] = await t.db
      .select({ rows: count() })
      .from(apiTokens)
      .where(sql`position(${stored?.tokenHash} in ${apiTokens}::text) > 0`);
    expect(withHash?.rows).toBe(1);

    // The new token works, and its use is recorded.
    const used = await t.app.inject({
      method: 'GET',
      url: `/api/organization/${org.id}`,
      headers: authHeaders.token(token.token),
    });
    expect(used.statusCode).toBe(200);

    const listed = await t.app.inject({ method: 'GET', url, headers });
    expect(listed.statusCode).toBe(200);
    const entry = listed.json().results.find((item: { id: string }) => item.id === token.id);
    expect(entry).not.toHaveProperty('token');
    expect(entry.last_used_at).toBe(t.clock.now().toISOString());
    expect(JSON.stringify(listed.json())).not.toContain(token.token);

    const revoked = await t.app.inject({ method: 'DELETE', url: `${url}/${token.id}`, headers });
    expect(revoked.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/organization/${org.id}`,
      headers: authHeaders.token(token.token),
    });
    expect(after.statusCode).toBe(401);
    const again = await t.app.inject({ method: 'DELETE', url: `${url}/${token.id}`, headers });
    expect(again.statusCode).toBe(404);
  });

  it('trusts a token found a moment ago for a few seconds without looking it up again', async () => {
    const org = await t.createOrganization();
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/organization/${org.id}/apiToken`,
      headers: authHeaders.token(org.adminToken.value),
      payload: { name: 'recently-used' },
    });
    const token = created.json();
    const use = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/organization/${org.id}`,
        headers: authHeaders.token(token.token),
      });
    expect((await use()).statusCode).toBe(200);

    // Deleted behind this process's back, as another process sharing the database would: trusted a few seconds more.
    await t.db.delete(apiTokens).where(eq(apiTokens.id, token.id));
    expect((await use()).statusCode).toBe(200);
    t.clock.advance(RECENTLY_FOUND_TTL_MS);
    expect((await use()).statusCode).toBe(401);
  });

  it('defaults to READ with no expiry', async () => {
    const org = await t.createOrganization();
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/organization/${org.id}/apiToken`,
      headers: authHeaders.token(org.adminToken.value),
      payload: { name: 'reader' },
    });
    expect(created.json()).toMatchObject({ scope: 'READ', expired_at: null, description: '' });
  });

  it('answers 409 for a name already used in the organization, ignoring case', async () => {
    const org = await t.createOrganization();
    const request = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/organization/${org.id}/apiToken`,
        headers: authHeaders.token(org.adminToken.value),
        payload: { name },
      });
    expect((await request('deploy-bot')).statusCode).toBe(201);
    const duplicate = await request('Deploy-Bot');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      status: 409,
      error: 'Conflict',
      message: 'An API token named "Deploy-Bot" already exists in this organization',
    });
  });

  it("cannot revoke another organization's token", async () => {
    const mine = await t.createOrganization();
    const theirs = await t.createOrganization();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/organization/${mine.id}/apiToken/${theirs.adminToken.id}`,
      headers: authHeaders.token(mine.adminToken.value),
    });
    expect(response.statusCode).toBe(404);
    const stillValid = await t.app.inject({
      method: 'GET',
      url: `/api/organization/${theirs.id}`,
      headers: authHeaders.token(theirs.adminToken.value),
    });
    expect(stillValid.statusCode).toBe(200);
  });

  it('pages the list', async () => {
    const org = await t.createOrganization();
    await t.createToken(org.id, 'READ');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/organization/${org.id}/apiToken?page=1&page_size=1`,
      headers: authHeaders.token(org.adminToken.value),
    });
    expect(page.json().results).toHaveLength(1);
    expect(page.json().pagination).toEqual({ page: 1, page_size: 1, total_count: 2, total_pages: 2 });
  });
});
