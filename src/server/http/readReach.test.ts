import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, expectStatus, platformFixture, type PlatformFixture } from '../testing/api';
import { clientWithRole, customRoleWith } from '../testing/customRoles';
import { type TestApp, testApp } from '../testing/testApp';

// Lists and search answer a custom role only what it may read: a role reading the DEVELOPMENT environments of one
// project and one cluster finds nothing of the project's PRODUCTION environment, of another project, or of another
// cluster, whichever list it asks; a built-in role still finds everything.

interface World extends PlatformFixture {
  developmentId: string;
  otherProjectId: string;
  otherEnvironmentId: string;
  hiddenClusterId: string;
  roleId: string;
  viewer: ApiClient;
}

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await testApp();
  const fixture = await platformFixture(t);
  const { api, organizationId, projectId, clusterId } = fixture;
  expectStatus(await api.put(`/project/${projectId}`, { name: 'zeta-project' }), 200);
  const hiddenCluster = await t.createCluster(organizationId, { name: 'zeta-hidden-cluster' });
  const environment = async (project: string, name: string, mode: string, cluster = clusterId) =>
    expectStatus(await api.post(`/project/${project}/environment`, { name, mode, cluster_id: cluster }), 201)
      .id as string;
  const developmentId = await environment(projectId, 'zeta-development', 'DEVELOPMENT');
  expectStatus(await api.put(`/environment/${fixture.environmentId}`, { name: 'zeta-production' }), 200);
  const other = expectStatus(
    await api.post(`/organization/${organizationId}/project`, { name: 'zeta-other' }),
    200,
  );
  const otherEnvironmentId = await environment(other.id, 'zeta-elsewhere', 'DEVELOPMENT');
  await environment(other.id, 'zeta-hidden-place', 'DEVELOPMENT', hiddenCluster.id);
  for (const environmentId of [developmentId, fixture.environmentId, otherEnvironmentId]) {
    expectStatus(
      await api.post(`/environment/${environmentId}/database`, {
        name: 'zeta-db',
        type: 'POSTGRESQL',
        version: '16',
      }),
      201,
    );
  }
  const roleId = await customRoleWith(api, organizationId, 'Development viewer', {
    clusters: { [clusterId]: 'VIEWER' },
    projects: { [projectId]: { types: { DEVELOPMENT: 'VIEWER' } } },
  });
  w = {
    ...fixture,
    developmentId,
    otherProjectId: other.id,
    otherEnvironmentId,
    hiddenClusterId: hiddenCluster.id,
    roleId,
    viewer: await clientWithRole(t, organizationId, roleId),
  };
}, 120_000);
afterAll(() => t.close());

const idsOf = (list: { results: { id: string }[] }) => list.results.map((entry) => entry.id).sort();

describe('a custom role reading one environment type of one project and one cluster', () => {
  it('searches only the projects, environments, services and clusters it reads', async () => {
    const search = async (client: ApiClient) =>
      expectStatus(await client.get(`/organization/${w.organizationId}/search?q=zeta`), 200);
    const found = await search(w.viewer);
    const names = found.results.map((result: { kind: string; name: string; environment: unknown }) => ({
      kind: result.kind,
      name: result.name,
      environment: result.environment,
    }));
    expect(names).toEqual([
      { kind: 'SERVICE', name: 'zeta-db', environment: { id: w.developmentId, name: 'zeta-development' } },
      { kind: 'ENVIRONMENT', name: 'zeta-development', environment: null },
      { kind: 'PROJECT', name: 'zeta-project', environment: null },
    ]);
    // A page counts what the role reads too.
    const page = expectStatus(
      await w.viewer.get(`/organization/${w.organizationId}/search?q=zeta&page=1&page_size=1`),
      200,
    );
    expect(page.pagination).toMatchObject({ total_count: 3, total_pages: 3 });
    expect((await search(w.api)).results).toHaveLength(10);
  });

  it("lists only the cluster's environments it reads", async () => {
    const path = `/cluster/${w.clusterId}/environments`;
    expect(idsOf(expectStatus(await w.viewer.get(path), 200))).toEqual([w.developmentId]);
    expect(idsOf(expectStatus(await w.api.get(path), 200))).toEqual(
      [w.developmentId, w.environmentId, w.otherEnvironmentId].sort(),
    );
  });

  it("answers the statuses of only the project's environments it reads", async () => {
    const path = `/project/${w.projectId}/environment/status`;
    expect(idsOf(expectStatus(await w.viewer.get(path), 200))).toEqual([w.developmentId]);
    expect(idsOf(expectStatus(await w.api.get(path), 200))).toEqual(
      [w.developmentId, w.environmentId].sort(),
    );
  });

  it('answers the statuses of only the clusters it reads, and refuses reading another cluster (403)', async () => {
    const statuses = `/organization/${w.organizationId}/cluster/status`;
    const clusterIds = (list: { results: { cluster_id: string }[] }) =>
      list.results.map((entry) => entry.cluster_id).sort();
    expect(clusterIds(expectStatus(await w.viewer.get(statuses), 200))).toEqual([w.clusterId]);
    expect(clusterIds(expectStatus(await w.api.get(statuses), 200))).toEqual(
      [w.clusterId, w.hiddenClusterId].sort(),
    );
    for (const suffix of ['', '/status', '/logs', '/execution']) {
      const own = await w.viewer.get(`/organization/${w.organizationId}/cluster/${w.clusterId}${suffix}`);
      expect(own.statusCode, `${suffix}: ${own.body}`).toBe(200);
      const hidden = await w.viewer.get(
        `/organization/${w.organizationId}/cluster/${w.hiddenClusterId}${suffix}`,
      );
      expect(hidden.statusCode, `${suffix}: ${hidden.body}`).toBe(403);
      expect(hidden.json().message).toBe('Role "Development viewer" has no access to this cluster');
    }
  });

  it('is told its permissions for only the projects and clusters it reads', async () => {
    const permissions = expectStatus(
      await w.viewer.get(`/organization/${w.organizationId}/permissions`),
      200,
    );
    expect(permissions.projects.map((entry: { project_id: string }) => entry.project_id)).toEqual([
      w.projectId,
    ]);
    expect(permissions.clusters.map((entry: { cluster_id: string }) => entry.cluster_id)).toEqual([
      w.clusterId,
    ]);
    const everything = expectStatus(await w.api.get(`/organization/${w.organizationId}/permissions`), 200);
    expect(everything.projects).toHaveLength(2);
    expect(everything.clusters).toHaveLength(2);
  });

  it('reads custom roles naming only the projects and clusters it reads', async () => {
    const path = `/organization/${w.organizationId}/customRole/${w.roleId}`;
    const seen = expectStatus(await w.viewer.get(path), 200);
    expect(seen.project_permissions.map((entry: { project_id: string }) => entry.project_id)).toEqual([
      w.projectId,
    ]);
    expect(seen.cluster_permissions.map((entry: { cluster_id: string }) => entry.cluster_id)).toEqual([
      w.clusterId,
    ]);
    const listed = expectStatus(await w.viewer.get(`/organization/${w.organizationId}/customRole`), 200);
    expect(JSON.stringify(listed)).not.toContain(w.otherProjectId);
    const whole = expectStatus(await w.api.get(path), 200);
    expect(whole.project_permissions).toHaveLength(2);
  });
});
