import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectStatus, platformFixture } from '../../testing/api';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function organizationWithProject() {
  const org = await t.createOrganization();
  const api = apiClient(t, org.adminToken.value);
  const project = expectStatus(await api.post(`/organization/${org.id}/project`, { name: 'shop' }), 200);
  return { org, api, project, url: `/project/${project.id}/environment` };
}

describe('clusters', () => {
  it('lists and reads the clusters of the organization, not those of others', async () => {
    const { org, api } = await organizationWithProject();
    const main = await t.createCluster(org.id, { name: 'main', isDefault: true, cpu: 4000, memory: 8192 });
    await t.createCluster(org.id, { name: 'edge' });
    const elsewhere = await t.createOrganization();
    const foreign = await t.createCluster(elsewhere.id, { name: 'foreign' });

    const list = expectStatus(await api.get(`/organization/${org.id}/cluster`), 200);
    expect(list.results.map((cluster: { name: string }) => cluster.name)).toEqual(['main', 'edge']);
    const read = expectStatus(await api.get(`/organization/${org.id}/cluster/${main.id}`), 200);
    expect(read).toMatchObject({
      id: main.id,
      organization: { id: org.id },
      name: 'main',
      cloud_provider: 'AWS',
      cpu: 4000,
      memory: 8192,
      gpu: 0,
      status: 'DEPLOYED',
      is_default: true,
      has_access: true,
    });
    const page = expectStatus(await api.get(`/organization/${org.id}/cluster?page=2&page_size=1`), 200);
    expect(page.pagination).toEqual({ page: 2, page_size: 1, total_count: 2, total_pages: 2 });
    expect((await api.get(`/organization/${org.id}/cluster/${foreign.id}`)).statusCode).toBe(404);
  });
});

describe('environments', () => {
  it('creates (201), reads, lists, edits and deletes an environment', async () => {
    const { org, api, project, url } = await organizationWithProject();
    const cluster = await t.createCluster(org.id, { name: 'prod-cluster' });

    const created = await api.post(url, { name: 'production', mode: 'PRODUCTION', cluster_id: cluster.id });
    const environment = expectStatus(created, 201);
    expect(environment).toMatchObject({
      name: 'production',
      mode: 'PRODUCTION',
      organization: { id: org.id },
      project: { id: project.id },
      cluster_id: cluster.id,
      cluster_name: 'prod-cluster',
      cloud_provider: { provider: 'AWS', cluster: 'prod-cluster' },
      service_count: 0,
      last_updated_by: null,
    });
    expect(expectStatus(await api.get(`/environment/${environment.id}`), 200)).toEqual(environment);

    const edited = expectStatus(await api.put(`/environment/${environment.id}`, { mode: 'STAGING' }), 200);
    // What the edit leaves out stays.
    expect(edited).toMatchObject({ name: 'production', mode: 'STAGING' });
    const renamed = expectStatus(await api.put(`/environment/${environment.id}`, { name: 'prod' }), 200);
    expect(renamed).toMatchObject({ name: 'prod', mode: 'STAGING' });

    const listed = expectStatus(await api.get(url), 200);
    expect(listed.results).toEqual([expect.objectContaining({ id: environment.id, name: 'prod' })]);

    expect((await api.delete(`/environment/${environment.id}`)).statusCode).toBe(204);
    const gone = await api.get(`/environment/${environment.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(`Environment ${environment.id} not found`);
  });

  it('accepts `cluster` as the alias of cluster_id, and uses the default cluster when neither is given', async () => {
    const { org, api, url } = await organizationWithProject();
    const fallback = await t.createCluster(org.id, { isDefault: true });
    const other = await t.createCluster(org.id);

    const viaAlias = expectStatus(
      await api.post(url, { name: 'staging', mode: 'STAGING', cluster: other.id }),
      201,
    );
    expect(viaAlias.cluster_id).toBe(other.id);
    const byDefault = expectStatus(await api.post(url, { name: 'dev' }), 201);
    expect(byDefault).toMatchObject({ cluster_id: fallback.id, mode: 'DEVELOPMENT' });

    const conflicting = await api.post(url, { name: 'qa', cluster_id: fallback.id, cluster: other.id });
    expect(conflicting.statusCode).toBe(400);
    expect(conflicting.json().message).toBe('body.cluster: names another cluster than cluster_id: send one');
  });

  it("answers 400 naming the field for an unknown cluster or another organization's", async () => {
    const { api, url } = await organizationWithProject();
    const elsewhere = await t.createOrganization();
    const foreign = await t.createCluster(elsewhere.id, { isDefault: true });
    const unknown = '00000000-0000-4000-8000-000000000000';

    for (const [field, id] of [
      ['cluster_id', foreign.id],
      ['cluster', unknown],
    ] as const) {
      const response = await api.post(url, { name: 'production', [field]: id });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        `body.${field}: cluster ${id} is not a cluster of this organization`,
      );
    }
    // No default cluster to fall back on either.
    const noDefault = await api.post(url, { name: 'production' });
    expect(noDefault.json().message).toBe(
      'body.cluster_id: is required: the organization has no default cluster',
    );
  });

  it('refuses to create or switch to a PREVIEW environment', async () => {
    const { org, api, url } = await organizationWithProject();
    await t.createCluster(org.id, { isDefault: true });
    const message =
      'body.mode: must be DEVELOPMENT, STAGING or PRODUCTION (PREVIEW environments come from pull requests)';
    const created = await api.post(url, { name: 'pr-42', mode: 'PREVIEW' });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(message);
    const environment = expectStatus(await api.post(url, { name: 'dev' }), 201);
    const edited = await api.put(`/environment/${environment.id}`, { mode: 'PREVIEW' });
    expect(edited.json().message).toBe(message);
  });

  it('answers 409 for a name already used in the project, ignoring case', async () => {
    const { org, api, url } = await organizationWithProject();
    await t.createCluster(org.id, { isDefault: true });
    expectStatus(await api.post(url, { name: 'staging' }), 201);
    const duplicate = await api.post(url, { name: 'STAGING' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('An environment named "STAGING" already exists in this project');
    const other = expectStatus(await api.post(url, { name: 'qa' }), 201);
    expect((await api.put(`/environment/${other.id}`, { name: 'Staging' })).statusCode).toBe(409);
  });

  it("counts a project's environments and an environment's services; deleting one removes its services", async () => {
    const fixture = await platformFixture(t);
    const { api, projectId, environmentId } = fixture;
    expect(expectStatus(await api.get(`/project/${projectId}`), 200).associated_environments_count).toBe(1);
    expectStatus(await api.post(`/project/${projectId}/environment`, { name: 'staging' }), 201);
    expect(expectStatus(await api.get(`/project/${projectId}`), 200).associated_environments_count).toBe(2);

    const database = expectStatus(
      await api.post(`/environment/${environmentId}/database`, { name: 'db', type: 'REDIS', version: '7.2' }),
      201,
    );
    expect(expectStatus(await api.get(`/environment/${environmentId}`), 200).service_count).toBe(1);

    expect((await api.delete(`/environment/${environmentId}`)).statusCode).toBe(204);
    expect((await api.get(`/database/${database.id}`)).statusCode).toBe(404);
    expect(expectStatus(await api.get(`/project/${projectId}`), 200).associated_environments_count).toBe(1);
  });

  it("hides other organizations' environments and lets READ tokens read but not write", async () => {
    const { organizationId, environmentId, projectId } = await platformFixture(t);
    const stranger = await t.createOrganization();
    const strangerApi = apiClient(t, stranger.adminToken.value);
    expect((await strangerApi.get(`/environment/${environmentId}`)).statusCode).toBe(404);

    const reader = apiClient(t, (await t.createToken(organizationId, 'READ')).value);
    expect((await reader.get(`/project/${projectId}/environment`)).statusCode).toBe(200);
    expect((await reader.post(`/project/${projectId}/environment`, { name: 'nope' })).statusCode).toBe(403);
    expect((await reader.delete(`/environment/${environmentId}`)).statusCode).toBe(403);
  });
});

describe('environments made by a custom role', () => {
  const everyType = (permission: string) =>
    ['DEVELOPMENT', 'PREVIEW', 'STAGING', 'PRODUCTION'].map((type) => ({
      environment_type: type,
      permission,
    }));

  /** A project admin whose role holds `permissions` per cluster name, and a client acting with that role. */
  async function projectAdminWith(permissions: Record<string, string | null>) {
    const { org, api, project, url } = await organizationWithProject();
    const clusters: Record<string, { id: string; name: string }> = {};
    for (const name of Object.keys(permissions)) {
      clusters[name] = await t.createCluster(org.id, { name, isDefault: name === 'main' });
    }
    const role = expectStatus(
      await api.post(`/organization/${org.id}/customRole`, { name: 'Project admins' }),
      201,
    );
    expectStatus(
      await api.put(`/organization/${org.id}/customRole/${role.id}`, {
        name: 'Project admins',
        cluster_permissions: Object.entries(permissions).flatMap(([name, permission]) =>
          permission ? [{ cluster_id: clusters[name]?.id, permission }] : [],
        ),
        project_permissions: [{ project_id: project.id, is_admin: true, permissions: everyType('MANAGER') }],
      }),
      200,
    );
    const token = await t.createToken(org.id, 'WRITE', { roleId: role.id });
    return { api, project, url, clusters, member: apiClient(t, token.value) };
  }

  it('need ENV_CREATOR or ADMIN on the cluster, and are refused naming it on a VIEWER or unlisted one', async () => {
    const { url, clusters, member } = await projectAdminWith({
      main: 'VIEWER',
      creators: 'ENV_CREATOR',
      admins: 'ADMIN',
      unlisted: null,
    });
    const create = (name: string, cluster: string | undefined) =>
      member.post(url, { name, mode: 'DEVELOPMENT', ...(cluster ? { cluster } : {}) });

    const onViewer = await create('on-viewer', clusters.main?.id);
    expect(onViewer.statusCode).toBe(403);
    expect(onViewer.json()).toEqual({
      status: 403,
      error: 'Forbidden',
      message:
        'Role "Project admins" holds VIEWER on cluster "main"; creating environments there needs ENV_CREATOR or ADMIN',
    });
    const onUnlisted = await create('on-unlisted', clusters.unlisted?.id);
    expect(onUnlisted.statusCode).toBe(403);
    expect(onUnlisted.json().message).toBe(
      'Role "Project admins" has no access to cluster "unlisted"; creating environments there needs ENV_CREATOR or ADMIN',
    );
    // The default cluster stands in for one not named, and is decided the same way.
    expect((await create('on-default', undefined)).json().message).toMatch(/cluster "main"/);

    expect(expectStatus(await create('on-creators', clusters.creators?.id), 201)).toMatchObject({
      cluster_name: 'creators',
    });
    expect(expectStatus(await create('on-admins', clusters.admins?.id), 201)).toMatchObject({
      cluster_name: 'admins',
    });
  });

  it('are cloned only to a cluster the role may create environments on', async () => {
    const { api, url, clusters, member } = await projectAdminWith({
      main: 'VIEWER',
      creators: 'ENV_CREATOR',
    });
    const source = expectStatus(
      await api.post(url, { name: 'source', mode: 'STAGING', cluster_id: clusters.main?.id }),
      201,
    );
    const clone = (name: string, clusterId?: string) =>
      member.post(`/environment/${source.id}/clone`, {
        name,
        ...(clusterId ? { cluster_id: clusterId } : {}),
      });

    const toViewer = await clone('to-viewer', clusters.main?.id);
    expect(toViewer.statusCode).toBe(403);
    expect(toViewer.json()).toMatchObject({ status: 403, error: 'Forbidden' });
    expect(toViewer.json().message).toMatch(/holds VIEWER on cluster "main"/);
    // Left out, the clone goes to the source's cluster, which the role only views.
    expect((await clone('to-source-cluster')).statusCode).toBe(403);
    expect(expectStatus(await clone('to-creators', clusters.creators?.id), 202)).toMatchObject({
      cluster_id: clusters.creators?.id,
    });
  });

  it('are cloned to another project only by a role that may create environments there', async () => {
    const { api, url, clusters, member } = await projectAdminWith({ creators: 'ENV_CREATOR' });
    const source = expectStatus(
      await api.post(url, { name: 'source', mode: 'STAGING', cluster_id: clusters.creators?.id }),
      201,
    );
    const organizationId = source.organization.id;
    const elsewhere = expectStatus(
      await api.post(`/organization/${organizationId}/project`, { name: 'elsewhere' }),
      200,
    );
    const refused = await member.post(`/environment/${source.id}/clone`, {
      name: 'copy',
      project_id: elsewhere.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, error: 'Forbidden' });
    expect(refused.json().message).toMatch(
      /^Where the result lands \(body\.project_id\): Role "Project admins" is not an admin of this project/,
    );
    expect(
      expectStatus(
        await api.post(`/environment/${source.id}/clone`, { name: 'copy', project_id: elsewhere.id }),
        202,
      ),
    ).toMatchObject({ project: { id: elsewhere.id } });
  });

  it('leave built-in roles as they were: a DEVELOPER creates on any cluster', async () => {
    const { org, url } = await organizationWithProject();
    const cluster = await t.createCluster(org.id, { name: 'any' });
    const token = await t.createToken(org.id, 'WRITE', { roleId: '00000000-0000-4000-8000-000000000003' });
    expectStatus(
      await apiClient(t, token.value).post(url, { name: 'dev', mode: 'DEVELOPMENT', cluster: cluster.id }),
      201,
    );
  });
});
