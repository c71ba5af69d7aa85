import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, expectStatus } from '../../testing/api';
import { clientWithRole, customRoleWith } from '../../testing/customRoles';
import { settle } from '../../testing/deployments';
import { minimalRequests, servicesFixture, type ServicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

// One organization: project "alpha" with a PRODUCTION and a DEVELOPMENT environment, project "beta" with one on a
// second cluster; services of several kinds, one deployed at a chosen commit.

interface World extends ServicesFixture {
  developmentId: string;
  betaProjectId: string;
  betaEnvironmentId: string;
  secondClusterId: string;
  deployedId: string;
  list: (client: ApiClient, query?: string) => Promise<{ results: Listed[]; pagination?: unknown }>;
}

interface Listed {
  id: string;
  name: string;
  service_type: string;
  project_name: string;
  environment_name: string;
  cluster_id: string;
  state: string;
  last_deployment: { git_commit_id: string | null; state: string } | null;
}

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await testApp();
  const fixture = await servicesFixture(t);
  const { api, organizationId, projectId, environmentId } = fixture;
  const requests = minimalRequests(fixture);
  expectStatus(await api.put(`/project/${projectId}`, { name: 'alpha' }), 200);
  const second = await t.createCluster(organizationId, { name: 'second' });
  const development = expectStatus(
    await api.post(`/project/${projectId}/environment`, { name: 'dev', mode: 'DEVELOPMENT' }),
    201,
  );
  const beta = expectStatus(await api.post(`/organization/${organizationId}/project`, { name: 'beta' }), 200);
  const betaEnvironment = expectStatus(
    await api.post(`/project/${beta.id}/environment`, {
      name: 'staging',
      mode: 'STAGING',
      cluster_id: second.id,
    }),
    201,
  );
  const create = async (environment: string, kind: 'application' | 'container' | 'database', name: string) =>
    expectStatus(await api.post(`/environment/${environment}/${kind}`, { ...requests[kind], name }), 201)
      .id as string;
  const deployedId = await create(environmentId, 'application', 'storefront');
  await create(environmentId, 'database', 'orders-db');
  await create(development.id, 'container', 'web-preview');
  await create(development.id, 'application', 'api-preview');
  await create(betaEnvironment.id, 'container', 'reports');
  expectStatus(await api.post(`/application/${deployedId}/deploy`, { git_commit_id: 'c0ffee1' }), 202);
  await settle(t);
  w = {
    ...fixture,
    developmentId: development.id,
    betaProjectId: beta.id,
    betaEnvironmentId: betaEnvironment.id,
    secondClusterId: second.id,
    deployedId,
    list: async (client, query = '') =>
      expectStatus(await client.get(`/organization/${organizationId}/services${query}`), 200),
  };
}, 120_000);
afterAll(() => t.close());

const namesOf = (list: { results: Listed[] }) => list.results.map((service) => service.name);

describe('every service of the organization', () => {
  it('lists them by name with their project, environment, cluster, state and last deployment', async () => {
    const list = await w.list(w.api);
    expect(namesOf(list)).toEqual(['api-preview', 'orders-db', 'reports', 'storefront', 'web-preview']);
    const storefront = list.results.find((service) => service.id === w.deployedId);
    expect(storefront).toMatchObject({
      service_type: 'APPLICATION',
      project_name: 'alpha',
      environment_name: 'production',
      environment_mode: 'PRODUCTION',
      cluster_id: w.clusterId,
      state: 'DEPLOYED',
      last_deployment: { action: 'DEPLOY', state: 'DEPLOYED', git_commit_id: 'c0ffee1' },
    });
    expect(list.results.find((service) => service.name === 'reports')).toMatchObject({
      state: 'READY',
      last_deployment: null,
      cluster_name: 'second',
    });
  });

  it("filters by the public API's project, environment and cluster, and by kind, state and name", async () => {
    expect(namesOf(await w.list(w.api, `?project_id=${w.betaProjectId}`))).toEqual(['reports']);
    expect(namesOf(await w.list(w.api, `?environment_id=${w.developmentId}`))).toEqual([
      'api-preview',
      'web-preview',
    ]);
    expect(namesOf(await w.list(w.api, `?cluster_id=${w.secondClusterId}`))).toEqual(['reports']);
    expect(namesOf(await w.list(w.api, '?service_type=CONTAINER'))).toEqual(['reports', 'web-preview']);
    expect(namesOf(await w.list(w.api, '?state=DEPLOYED,DEPLOYMENT_ERROR'))).toEqual(['storefront']);
    expect(namesOf(await w.list(w.api, '?state=READY&q=PREVIEW'))).toEqual(['api-preview', 'web-preview']);
    expect(namesOf(await w.list(w.api, '?q=50%25'))).toEqual([]);
  });

  it('sorts by a key, reversed with a minus, and pages', async () => {
    expect(namesOf(await w.list(w.api, '?sort=-name'))).toEqual([
      'web-preview',
      'storefront',
      'reports',
      'orders-db',
      'api-preview',
    ]);
    expect(namesOf(await w.list(w.api, '?sort=-last_deployment')).at(0)).toBe('storefront');
    expect(namesOf(await w.list(w.api, '?sort=project')).at(-1)).toBe('reports');
    const page = await w.list(w.api, '?page=2&page_size=2');
    expect(namesOf(page)).toEqual(['reports', 'storefront']);
    expect(page.pagination).toMatchObject({ page: 2, page_size: 2, total_count: 5, total_pages: 3 });
  });

  it('refuses an unknown state or sort, naming the field', async () => {
    const path = `/organization/${w.organizationId}/services`;
    expect(expectStatus(await w.api.get(`${path}?state=RUNNING`), 400).message).toMatch(/^query\.state: /);
    expect(expectStatus(await w.api.get(`${path}?sort=size`), 400).message).toMatch(/^query\.sort: /);
  });
});

describe('who sees which services', () => {
  it('answers a custom role only the projects and environment types it reads', async () => {
    const roleId = await customRoleWith(w.api, w.organizationId, 'Alpha development viewer', {
      clusters: { [w.clusterId]: 'VIEWER' },
      projects: { [w.projectId]: { types: { DEVELOPMENT: 'VIEWER' } } },
    });
    const viewer = await clientWithRole(t, w.organizationId, roleId);
    const list = await w.list(viewer);
    expect(namesOf(list)).toEqual(['api-preview', 'web-preview']);
    expect(namesOf(await w.list(viewer, `?project_id=${w.betaProjectId}`))).toEqual([]);
  });

  it("refuses another organization's caller", async () => {
    const stranger = await t.createOrganization();
    const answer = await apiClient(t, stranger.adminToken.value).get(
      `/organization/${w.organizationId}/services`,
    );
    expect([403, 404]).toContain(answer.statusCode);
  });
});
