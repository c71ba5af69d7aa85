import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPerson } from '../../testing/api';
import { authHeaders } from '../../testing/seed';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('organizations', () => {
  it("lists an API token's own organization only", async () => {
    const org = await t.createOrganization();
    await t.createOrganization();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/organization',
      headers: authHeaders.token(org.adminToken.value),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        {
          id: org.id,
          name: org.name,
          description: 'Made by a test',
          plan: 'FREE',
          website_url: null,
          repository: null,
          logo_url: null,
          icon_url: null,
          admin_emails: null,
          created_at: t.clock.now().toISOString(),
          updated_at: t.clock.now().toISOString(),
        },
      ],
    });
  });

  it("lists a person's organizations, paged on request", async () => {
    const first = await t.createOrganization({ name: t.unique('a-org') });
    const second = await t.createOrganization({ name: t.unique('b-org') });
    const person = await signedInPerson(t, [
      { organizationId: first.id, role: 'VIEWER' },
      { organizationId: second.id, role: 'ADMIN' },
    ]);
    const all = await person.get('/organization');
    expect(all.json().results.map((org: { id: string }) => org.id)).toEqual([first.id, second.id]);
    const page = await person.get('/organization?page=2&page_size=1');
    expect(page.json()).toMatchObject({
      results: [{ id: second.id }],
      pagination: { page: 2, page_size: 1, total_count: 2, total_pages: 2 },
    });
  });

  it('gets and edits an organization (PUT replaces the editable fields)', async () => {
    const org = await t.createOrganization();
    const headers = authHeaders.token(org.adminToken.value);
    const url = `/api/organization/${org.id}`;
    const got = await t.app.inject({ method: 'GET', url, headers });
    expect(got.json()).toMatchObject({ id: org.id, name: org.name });

    t.clock.advance(1000);
    const name = t.unique('Renamed');
    const edited = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { name, website_url: 'https://example.com', admin_emails: ['ops@example.com'] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: org.id,
      name,
      description: null,
      website_url: 'https://example.com',
      admin_emails: ['ops@example.com'],
      updated_at: t.clock.now().toISOString(),
    });
    expect(edited.json().created_at).not.toBe(edited.json().updated_at);

    const invalid = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { name, website_url: 'not a url' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('body.website_url: must be a URL');
  });

  it('answers 409 when another organization has the name, ignoring case', async () => {
    const taken = await t.createOrganization();
    const org = await t.createOrganization();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/organization/${org.id}`,
      headers: authHeaders.token(org.adminToken.value),
      payload: { name: taken.name.toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: 409, error: 'Conflict' });
  });

  it('needs ADMIN to edit', async () => {
    const org = await t.createOrganization();
    const write = await t.createToken(org.id, 'WRITE');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/organization/${org.id}`,
      headers: authHeaders.token(write.value),
      payload: { name: 'whatever' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown organization', async () => {
    const org = await t.createOrganization();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/organization/7b3c0c9e-2f7e-4c55-9a0e-8f1d2c3b4a59',
      headers: authHeaders.token(org.adminToken.value),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Organization 7b3c0c9e-2f7e-4c55-9a0e-8f1d2c3b4a59 not found');
  });
});
