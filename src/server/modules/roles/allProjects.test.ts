import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, platformFixture, type PlatformFixture } from '../../testing/api';
import { clientWithRole } from '../../testing/customRoles';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
let fixture: PlatformFixture;
beforeAll(async () => {
  t = await testApp();
  fixture = await platformFixture(t);
});
afterAll(() => t.close());

const types = ['DEVELOPMENT', 'PREVIEW', 'STAGING', 'PRODUCTION'] as const;
const everyType = (permission: string) => types.map((type) => ({ environment_type: type, permission }));
const readsProduction = types.map((type) => ({
  environment_type: type,
  permission: type === 'PRODUCTION' ? 'VIEWER' : 'NO_ACCESS',
}));

async function roleNamed(name: string): Promise<{ id: string; url: string }> {
  const { api, organizationId } = fixture;
  const role = expectStatus(await api.post(`/organization/${organizationId}/customRole`, { name }), 201);
  expect(role.all_projects).toBeNull();
  return { id: role.id, url: `/organization/${organizationId}/customRole/${role.id}` };
}

describe("a custom role's all projects row", () => {
  it('gives a project made after the role its permissions, while a project listed keeps its own row', async () => {
    const { api, organizationId, projectId } = fixture;
    const role = await roleNamed('Production readers');
    const saved = expectStatus(
      await api.put(role.url, {
        name: 'Production readers',
        cluster_permissions: [],
        project_permissions: [
          { project_id: projectId, is_admin: false, permissions: everyType('NO_ACCESS') },
        ],
        all_projects: { permissions: readsProduction },
      }),
      200,
    );
    expect(saved.all_projects).toEqual({ is_admin: false, permissions: readsProduction });
    const member = await clientWithRole(t, organizationId, role.id);
    // Asked once before the project exists, so what the role allows is remembered without it.
    expect((await member.get(`/project/${projectId}`)).statusCode).toBe(403);

    const later = expectStatus(
      await api.post(`/organization/${organizationId}/project`, { name: t.unique('later') }),
      200,
    );
    const production = expectStatus(
      await api.post(`/project/${later.id}/environment`, { name: 'production', mode: 'PRODUCTION' }),
      201,
    );
    const staging = expectStatus(
      await api.post(`/project/${later.id}/environment`, { name: 'staging', mode: 'STAGING' }),
      201,
    );

    expect(expectStatus(await member.get(`/project/${later.id}`), 200).name).toBe(later.name);
    expect(expectStatus(await member.get(`/environment/${production.id}`), 200).id).toBe(production.id);
    const refused = await member.get(`/environment/${staging.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Production readers');
    const listed = expectStatus(await member.get(`/organization/${organizationId}/project`), 200);
    expect(listed.results.map((project: { id: string }) => project.id)).toEqual([later.id]);
    const environments = expectStatus(await member.get(`/project/${later.id}/environment`), 200);
    expect(environments.results.map((environment: { id: string }) => environment.id)).toEqual([
      production.id,
    ]);
    // Reading is all it allows there: editing the project needs an admin row.
    const edit = await member.put(`/project/${later.id}`, { name: later.name, description: 'mine' });
    expect(edit.statusCode).toBe(403);
    // The project listed with no access stays out of reach.
    expect((await member.get(`/project/${projectId}`)).statusCode).toBe(403);
  });

  it('makes a project made later admin-managed when the row is an admin one', async () => {
    const { api, organizationId } = fixture;
    const role = await roleNamed('Project admins');
    expectStatus(
      await api.put(role.url, {
        name: 'Project admins',
        cluster_permissions: [],
        project_permissions: [],
        all_projects: { is_admin: true, permissions: [] },
      }),
      200,
    );
    const member = await clientWithRole(t, organizationId, role.id);
    const later = expectStatus(
      await api.post(`/organization/${organizationId}/project`, { name: t.unique('managed') }),
      200,
    );
    const edited = expectStatus(
      await member.put(`/project/${later.id}`, { name: later.name, description: 'Managed by the role' }),
      200,
    );
    expect(edited.description).toBe('Managed by the role');
  });

  it('is kept by a PUT that leaves it out, removed by null, and refused without every type, naming the field', async () => {
    const { api } = fixture;
    const role = await roleNamed('Kept');
    const base = { name: 'Kept', cluster_permissions: [], project_permissions: [] };
    expectStatus(await api.put(role.url, { ...base, all_projects: { permissions: readsProduction } }), 200);
    const kept = expectStatus(await api.put(role.url, base), 200);
    expect(kept.all_projects).toEqual({ is_admin: false, permissions: readsProduction });

    const incomplete = await api.put(role.url, {
      ...base,
      all_projects: { permissions: readsProduction.slice(1) },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({ status: 400, error: 'Bad Request' });
    expect(incomplete.json().message).toBe(
      'body.all_projects.permissions: must give one permission per environment type (missing DEVELOPMENT)',
    );

    const removed = expectStatus(await api.put(role.url, { ...base, all_projects: null }), 200);
    expect(removed.all_projects).toBeNull();
    expect(expectStatus(await api.get(role.url), 200).all_projects).toBeNull();
  });
});
