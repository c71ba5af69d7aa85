import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectStatus } from '../../testing/api';
import { minimalRequests, servicesFixture, type ServicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/**
 * An organization holding a project `Storefront` with environments `production` and `store-preview`, an
 * application `storefront-api` and a database `orders-db` in production, and a cluster named by the fixture.
 */
async function storefront(): Promise<ServicesFixture & { storefrontId: string; previewId: string }> {
  const fixture = await servicesFixture(t);
  const { api, organizationId, environmentId } = fixture;
  const project = expectStatus(
    await api.post(`/organization/${organizationId}/project`, { name: 'Storefront' }),
    200,
  );
  const production = expectStatus(
    await api.post(`/project/${project.id}/environment`, { name: 'production', mode: 'PRODUCTION' }),
    201,
  );
  const preview = expectStatus(
    await api.post(`/project/${project.id}/environment`, { name: 'store-preview', mode: 'STAGING' }),
    201,
  );
  const requests = minimalRequests(fixture);
  expectStatus(
    await api.post(`/environment/${production.id}/application`, {
      ...requests.application,
      name: 'storefront-api',
    }),
    201,
  );
  expectStatus(
    await api.post(`/environment/${production.id}/database`, { ...requests.database, name: 'orders-db' }),
    201,
  );
  // The fixture's own environment holds a service whose name does not match.
  expectStatus(await api.post(`/environment/${environmentId}/container`, requests.container), 201);
  return { ...fixture, storefrontId: project.id, previewId: preview.id };
}

const search = (fixture: ServicesFixture, query: string) =>
  fixture.api.get(`/organization/${fixture.organizationId}/search?${query}`);

describe('search', () => {
  it('finds projects, environments and services by part of their name, ignoring case, starts first', async () => {
    const fixture = await storefront();
    const body = expectStatus(await search(fixture, 'q=STORE'), 200);
    const production = body.results.find(
      (result: { kind: string; name: string }) => result.kind === 'SERVICE',
    ).environment;
    expect(body).toEqual({
      results: [
        {
          kind: 'ENVIRONMENT',
          id: fixture.previewId,
          name: 'store-preview',
          service_type: null,
          project: { id: fixture.storefrontId, name: 'Storefront' },
          environment: null,
        },
        {
          kind: 'PROJECT',
          id: fixture.storefrontId,
          name: 'Storefront',
          service_type: null,
          project: null,
          environment: null,
        },
        {
          kind: 'SERVICE',
          id: expect.any(String),
          name: 'storefront-api',
          service_type: 'APPLICATION',
          project: { id: fixture.storefrontId, name: 'Storefront' },
          environment: { id: production.id, name: 'production' },
        },
      ],
    });

    const inside = expectStatus(await search(fixture, 'q=DERS'), 200);
    expect(inside.results.map((result: { name: string }) => result.name)).toEqual(['orders-db']);
  });

  it('answers names starting with the text before names holding it further on', async () => {
    const fixture = await storefront();
    expectStatus(
      await fixture.api.post(`/organization/${fixture.organizationId}/project`, { name: 'Backstore' }),
      200,
    );
    const body = expectStatus(await search(fixture, 'q=store'), 200);
    expect(body.results.map((result: { name: string }) => result.name)).toEqual([
      'store-preview',
      'Storefront',
      'storefront-api',
      'Backstore',
    ]);
  });

  it('finds clusters, and only the kind asked for', async () => {
    const fixture = await storefront();
    const cluster = await t.createCluster(fixture.organizationId, { name: 'store-cluster' });
    const all = expectStatus(await search(fixture, 'q=store'), 200);
    expect(all.results).toContainEqual(
      expect.objectContaining({ kind: 'CLUSTER', id: cluster.id, name: 'store-cluster' }),
    );

    const environments = expectStatus(await search(fixture, 'q=store&kind=ENVIRONMENT'), 200);
    expect(environments.results).toEqual([
      expect.objectContaining({ kind: 'ENVIRONMENT', name: 'store-preview' }),
    ]);
  });

  it('pages the matches across kinds, with their total', async () => {
    const fixture = await storefront();
    const first = expectStatus(await search(fixture, 'q=store&page=1&page_size=2'), 200);
    expect(first.results.map((result: { name: string }) => result.name)).toEqual([
      'store-preview',
      'Storefront',
    ]);
    expect(first.pagination).toEqual({ page: 1, page_size: 2, total_count: 3, total_pages: 2 });
    const second = expectStatus(await search(fixture, 'q=store&page=2&page_size=2'), 200);
    expect(second.results.map((result: { name: string }) => result.name)).toEqual(['storefront-api']);
  });

  it('reads % and _ as the characters they are', async () => {
    const fixture = await storefront();
    expect(expectStatus(await search(fixture, 'q=%25'), 200)).toEqual({ results: [] });
    expect(expectStatus(await search(fixture, 'q=orders_db'), 200)).toEqual({ results: [] });
    expect(expectStatus(await search(fixture, 'q=s-d'), 200).results).toEqual([
      expect.objectContaining({ name: 'orders-db' }),
    ]);
  });

  it('never answers records of another organization', async () => {
    const fixture = await storefront();
    const other = await storefront();
    const body = expectStatus(await search(fixture, 'q=storefront'), 200);
    const ids = body.results.map((result: { id: string }) => result.id);
    expect(ids).toContain(fixture.storefrontId);
    expect(ids).not.toContain(other.storefrontId);
  });

  it('refuses a search without text, too long, or of an unknown kind, naming the field', async () => {
    const fixture = await storefront();
    for (const [query, message] of [
      ['', 'query.q: '],
      ['q=%20%20', 'query.q: is required'],
      [`q=${'a'.repeat(101)}`, 'query.q: must be at most 100 characters'],
      ['q=a&kind=ORGANIZATION', 'query.kind: '],
      ['q=a%0Ab', 'query.q: must not contain control characters'],
    ] as const) {
      const response = await search(fixture, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ status: 400, error: 'Bad Request' });
      expect(response.json().message, query).toContain(message);
    }
  });

  it('needs read access to the organization; another organization is not found', async () => {
    const fixture = await storefront();
    const other = await t.createOrganization();
    const reader = apiClient(t, (await t.createToken(fixture.organizationId, 'READ')).value);
    expect((await reader.get(`/organization/${fixture.organizationId}/search?q=store`)).statusCode).toBe(200);
    const outsider = apiClient(t, other.adminToken.value);
    expect((await outsider.get(`/organization/${fixture.organizationId}/search?q=store`)).statusCode).toBe(
      404,
    );
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/organization/${fixture.organizationId}/search?q=store`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
