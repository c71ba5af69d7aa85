import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectStatus } from '../../testing/api';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('service lists and lifecycle', () => {
  it('lists services per type (paginated) and of every type, reads, and deletes them', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId } = fixture;
    const requests = minimalRequests(fixture);
    const created: Record<string, { id: string }> = {};
    for (const [kind, request] of Object.entries(requests)) {
      created[kind] = expectStatus(await api.post(`/environment/${environmentId}/${kind}`, request), 201);
    }
    const analytics = { ...requests.database, name: 'analytics' };
    expectStatus(await api.post(`/environment/${environmentId}/database`, analytics), 201);

    const databases = expectStatus(
      await api.get(`/environment/${environmentId}/database?page=1&page_size=1`),
      200,
    );
    expect(databases.results.map((item: { name: string }) => item.name)).toEqual(['analytics']);
    expect(databases.pagination).toEqual({ page: 1, page_size: 1, total_count: 2, total_pages: 2 });

    const all = expectStatus(await api.get(`/environment/${environmentId}/services`), 200);
    const named = all.results.map(
      (item: { name: string; service_type: string }) => `${item.service_type} ${item.name}`,
    );
    expect(named).toEqual([
      'DATABASE analytics',
      'APPLICATION api',
      'HELM cache',
      'DATABASE db',
      'TERRAFORM infra',
      'JOB nightly',
      'CONTAINER web',
    ]);

    // An id of another type on a type's path is not found.
    const wrongType = await api.get(`/container/${created.application?.id}`);
    expect(wrongType.statusCode).toBe(404);
    expect(wrongType.json().message).toBe(`Container ${created.application?.id} not found`);

    expect((await api.delete(`/job/${created.job?.id}`)).statusCode).toBe(204);
    expect((await api.get(`/job/${created.job?.id}`)).statusCode).toBe(404);
    expect((await api.delete(`/job/${created.job?.id}`)).statusCode).toBe(404);
  });

  it('answers 409 for a name used by a service of any type in the environment, ignoring case', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId } = fixture;
    const requests = minimalRequests(fixture);
    expectStatus(await api.post(`/environment/${environmentId}/application`, requests.application), 201);
    const duplicate = await api.post(`/environment/${environmentId}/container`, {
      ...requests.container,
      name: 'API',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A service named "API" already exists in this environment');
    const database = expectStatus(
      await api.post(`/environment/${environmentId}/database`, requests.database),
      201,
    );
    const renamed = await api.put(`/database/${database.id}`, { name: 'Api', version: '16' });
    expect(renamed.statusCode).toBe(409);
  });

  it('clones a service into another environment with new ids, and refuses a foreign environment', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId, projectId } = fixture;
    const staging = expectStatus(
      await api.post(`/project/${projectId}/environment`, { name: 'staging' }),
      201,
    );
    const original = expectStatus(
      await api.post(`/environment/${environmentId}/application`, {
        ...minimalRequests(fixture).application,
        storage: [{ size: 5, mount_point: '/cache' }],
      }),
      201,
    );
    const clone = expectStatus(
      await api.post(`/application/${original.id}/clone`, { name: 'api-copy', environment_id: staging.id }),
      202,
    );
    expect(clone).toMatchObject({ name: 'api-copy', environment: { id: staging.id }, cpu: original.cpu });
    expect(clone.id).not.toBe(original.id);
    expect(clone.ports[0].id).not.toBe(original.ports[0].id);
    expect(clone.storage[0].id).not.toBe(original.storage[0].id);
    expect(clone.git_repository).toEqual(original.git_repository);
    expect(expectStatus(await api.get(`/environment/${staging.id}/services`), 200).results).toHaveLength(1);

    const sameName = await api.post(`/application/${original.id}/clone`, {
      name: 'API',
      environment_id: environmentId,
    });
    expect(sameName.statusCode).toBe(409);
    const stranger = await servicesFixture(t);
    const foreign = await api.post(`/application/${original.id}/clone`, {
      name: 'api-2',
      environment_id: stranger.environmentId,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(
      `body.environment_id: environment ${stranger.environmentId} is not an environment of this organization`,
    );
  });

  it('lets READ credentials read services but not create, edit or delete them (403)', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId, organizationId } = fixture;
    const database = expectStatus(
      await api.post(`/environment/${environmentId}/database`, minimalRequests(fixture).database),
      201,
    );
    const reader = apiClient(t, (await t.createToken(organizationId, 'READ')).value);
    expect((await reader.get(`/database/${database.id}`)).statusCode).toBe(200);
    const refused = await reader.post(
      `/environment/${environmentId}/database`,
      minimalRequests(fixture).database,
    );
    expect(refused.statusCode).toBe(403);
    expect((await reader.put(`/database/${database.id}`, { name: 'db', version: '16' })).statusCode).toBe(
      403,
    );
    expect((await reader.delete(`/database/${database.id}`)).statusCode).toBe(403);
    const stranger = apiClient(t, (await t.createOrganization()).adminToken.value);
    expect((await stranger.get(`/database/${database.id}`)).statusCode).toBe(404);
  });
});
