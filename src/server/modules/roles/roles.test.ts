import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectStatus, platformFixture, type PlatformFixture } from '../../testing/api';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
let fixture: PlatformFixture;
beforeAll(async () => {
  t = await testApp();
  fixture = await platformFixture(t);
});
afterAll(() => t.close());

const everyType = (permission: string) =>
  ['DEVELOPMENT', 'PREVIEW', 'STAGING', 'PRODUCTION'].map((type) => ({ environment_type: type, permission }));

describe('custom roles', () => {
  it('are made with no access, then take the whole matrix and answer it with names', async () => {
    const { api, organizationId, projectId, clusterId } = fixture;
    const created = expectStatus(
      await api.post(`/organization/${organizationId}/customRole`, {
        name: 'Auditors',
        description: 'Read only',
      }),
      201,
    );
    expect(created).toMatchObject({ name: 'Auditors', cluster_permissions: [], project_permissions: [] });

    const edited = expectStatus(
      await api.put(`/organization/${organizationId}/customRole/${created.id}`, {
        name: 'Auditors',
        cluster_permissions: [{ cluster_id: clusterId, permission: 'ENV_CREATOR' }],
        project_permissions: [{ project_id: projectId, is_admin: true, permissions: [] }],
      }),
      200,
    );
    const project = expectStatus(await api.get(`/project/${projectId}`), 200);
    expect(edited.cluster_permissions).toEqual([
      { cluster_id: clusterId, cluster_name: expect.any(String), permission: 'ENV_CREATOR' },
    ]);
    expect(edited.project_permissions).toEqual([
      {
        project_id: projectId,
        project_name: project.name,
        is_admin: true,
        permissions: everyType('MANAGER'),
      },
    ]);
    expect(
      expectStatus(await api.get(`/organization/${organizationId}/customRole/${created.id}`), 200),
    ).toEqual(edited);

    const available = expectStatus(await api.get(`/organization/${organizationId}/availableRole`), 200);
    expect(available.results.map((role: { name: string }) => role.name)).toEqual([
      'OWNER',
      'ADMIN',
      'DEVELOPER',
      'VIEWER',
      'Auditors',
    ]);
  });

  it('refuse a matrix that leaves out an environment type, or names another organization', async () => {
    const { api, organizationId, projectId, clusterId } = fixture;
    const role = expectStatus(
      await api.post(`/organization/${organizationId}/customRole`, { name: 'Partial' }),
      201,
    );
    const other = await t.createOrganization();
    const { id: foreignCluster } = await t.createCluster(other.id);

    const missingType = await api.put(`/organization/${organizationId}/customRole/${role.id}`, {
      name: 'Partial',
      cluster_permissions: [{ cluster_id: clusterId, permission: 'VIEWER' }],
      project_permissions: [
        { project_id: projectId, is_admin: false, permissions: everyType('VIEWER').slice(0, 3) },
      ],
    });
    expect(missingType.statusCode).toBe(400);
    expect(missingType.json().message).toBe(
      'body.project_permissions.0.permissions: must give one permission per environment type (missing PRODUCTION)',
    );

    const foreign = await api.put(`/organization/${organizationId}/customRole/${role.id}`, {
      name: 'Partial',
      cluster_permissions: [{ cluster_id: foreignCluster, permission: 'VIEWER' }],
      project_permissions: [],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(
      'body.cluster_permissions.0.cluster_id: is not a cluster of this organization',
    );

    const badValue = await api.put(`/organization/${organizationId}/customRole/${role.id}`, {
      name: 'Partial',
      cluster_permissions: [{ cluster_id: clusterId, permission: 'OWNER' }],
      project_permissions: [],
    });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().message).toMatch(/^body\.cluster_permissions\.0\.permission:/);
  });

  it('cannot be deleted while a token holds them, and can once it is revoked', async () => {
    const { api, organizationId } = fixture;
    const role = expectStatus(
      await api.post(`/organization/${organizationId}/customRole`, { name: 'Held' }),
      201,
    );
    const token = await t.createToken(organizationId, 'READ', { roleId: role.id });
    const refused = await api.delete(`/organization/${organizationId}/customRole/${role.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Role "Held" is held by a member, an invitation or an API token/);
    expectStatus(await api.delete(`/organization/${organizationId}/apiToken/${token.id}`), 204);
    expectStatus(await api.delete(`/organization/${organizationId}/customRole/${role.id}`), 204);
    expect((await api.get(`/organization/${organizationId}/customRole/${role.id}`)).statusCode).toBe(404);
  });

  it('take a matrix listing some projects and clusters: those left out, and those made later, get no access', async () => {
    const { api, organizationId, projectId, clusterId, environmentId } = fixture;
    const other = expectStatus(
      await api.post(`/organization/${organizationId}/project`, { name: t.unique('unlisted') }),
      200,
    );
    const { id: otherCluster } = await t.createCluster(organizationId);
    const role = expectStatus(
      await api.post(`/organization/${organizationId}/customRole`, { name: 'One project' }),
      201,
    );
    const edited = expectStatus(
      await api.put(`/organization/${organizationId}/customRole/${role.id}`, {
        name: 'One project',
        cluster_permissions: [{ cluster_id: clusterId, permission: 'VIEWER' }],
        project_permissions: [{ project_id: projectId, is_admin: false, permissions: everyType('VIEWER') }],
      }),
      200,
    );
    expect(edited.project_permissions.map((entry: { project_id: string }) => entry.project_id)).toEqual([
      projectId,
    ]);
    const later = expectStatus(
      await api.post(`/organization/${organizationId}/project`, { name: t.unique('later') }),
      200,
    );

    const holder = apiClient(t, (await t.createToken(organizationId, 'ADMIN', { roleId: role.id })).value);
    expectStatus(await holder.get(`/project/${projectId}`), 200);
    expectStatus(await holder.get(`/environment/${environmentId}`), 200);
    expect((await holder.get(`/project/${other.id}`)).statusCode).toBe(403);
    expect((await holder.get(`/project/${later.id}`)).statusCode).toBe(403);
    // The permissions answer lists only what the role reads: the listed project and cluster, nothing left out.
    const permissions = expectStatus(await holder.get(`/organization/${organizationId}/permissions`), 200);
    const projects = permissions.projects.map((entry: { project_id: string }) => entry.project_id);
    expect(projects).toEqual([projectId]);
    expect(projects).not.toContain(other.id);
    const clusters = permissions.clusters.map((entry: { cluster_id: string }) => entry.cluster_id);
    expect(clusters).toEqual([clusterId]);
    expect(clusters).not.toContain(otherCluster);
  });

  it('names a taken name in a 409 and a role of another organization in a 400 of the token it binds', async () => {
    const { api, organizationId } = fixture;
    expectStatus(await api.post(`/organization/${organizationId}/customRole`, { name: 'Twice' }), 201);
    expect((await api.post(`/organization/${organizationId}/customRole`, { name: 'twice' })).statusCode).toBe(
      409,
    );
    const other = await t.createOrganization();
    const foreignRole = expectStatus(
      await t.app.inject({
        method: 'POST',
        url: `/api/organization/${other.id}/customRole`,
        headers: { authorization: `Token ${other.adminToken.value}` },
        payload: { name: 'Elsewhere' },
      }),
      201,
    );
    const token = await api.post(`/organization/${organizationId}/apiToken`, {
      name: 'bound-elsewhere',
      role_id: foreignRole.id,
    });
    expect(token.statusCode).toBe(400);
    expect(token.json().message).toBe('body.role_id: is not a role of this organization');
  });
});
