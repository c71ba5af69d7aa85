import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../../testing/api';
import { settle } from '../../testing/deployments';
import { authHeaders } from '../../testing/seed';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('projects', () => {
  it('creates (200), reads, edits, lists and deletes a project', async () => {
    const org = await t.createOrganization();
    const headers = authHeaders.token(org.adminToken.value);

    const created = await t.app.inject({
      method: 'POST',
      url: `/api/organization/${org.id}/project`,
      headers,
      payload: { name: 'storefront', description: 'The shop' },
    });
    expect(created.statusCode).toBe(200);
    const project = created.json();
    expect(project).toMatchObject({
      name: 'storefront',
      description: 'The shop',
      organization: { id: org.id },
      associated_environments_count: 0,
    });
    expect(project.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(project.created_at).toISOString()).toBe(project.created_at);

    const read = await t.app.inject({ method: 'GET', url: `/api/project/${project.id}`, headers });
    expect(read.json()).toEqual(project);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/project/${project.id}`,
      headers,
      payload: { name: 'web-shop' },
    });
    expect(edited.statusCode).toBe(200);
    // PUT replaces: the description left out is cleared.
    expect(edited.json()).toMatchObject({ id: project.id, name: 'web-shop', description: '' });

    const listed = await t.app.inject({ method: 'GET', url: `/api/organization/${org.id}/project`, headers });
    expect(listed.json()).toEqual({
      results: [expect.objectContaining({ id: project.id, name: 'web-shop' })],
    });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/project/${project.id}`, headers });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');

    const gone = await t.app.inject({ method: 'GET', url: `/api/project/${project.id}`, headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      status: 404,
      error: 'Not Found',
      message: `Project ${project.id} not found`,
    });
  });

  it('answers 409 for a name already used in the organization, ignoring case', async () => {
    const org = await t.createOrganization();
    const headers = authHeaders.token(org.adminToken.value);
    const url = `/api/organization/${org.id}/project`;
    await t.app.inject({ method: 'POST', url, headers, payload: { name: 'payments' } });

    const duplicate = await t.app.inject({ method: 'POST', url, headers, payload: { name: 'PAYMENTS' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ status: 409, error: 'Conflict' });

    const other = await t.app.inject({ method: 'POST', url, headers, payload: { name: 'billing' } });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/project/${other.json().id}`,
      headers,
      payload: { name: 'Payments' },
    });
    expect(renamed.statusCode).toBe(409);

    // Another organization may use the name.
    const elsewhere = await t.createOrganization();
    const allowed = await t.app.inject({
      method: 'POST',
      url: `/api/organization/${elsewhere.id}/project`,
      headers: authHeaders.token(elsewhere.adminToken.value),
      payload: { name: 'payments' },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('answers 404 for an unknown project id', async () => {
    const org = await t.createOrganization();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/project/${unknown}`,
        headers: authHeaders.token(org.adminToken.value),
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('serves the same operations under /api/v1, by the routes of /api (registered once, not once per prefix)', async () => {
    const list = { method: 'GET', url: '/organization/:organizationId/project' } as const;
    expect(t.app.hasRoute({ ...list, url: `/api${list.url}` })).toBe(true);
    expect(t.app.hasRoute({ ...list, url: `/api/v1${list.url}` })).toBe(false);

    const org = await t.createOrganization();
    const headers = authHeaders.token(org.adminToken.value);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organization/${org.id}/project`,
      headers,
      payload: { name: 'versioned' },
    });
    expect(created.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/project/${created.json().id}`, headers });
    expect(read.json().name).toBe('versioned');
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organization/${org.id}/project`,
      headers,
    });
    expect(listed.json().results).toHaveLength(1);
  });

  it('refuses (409) to delete a project while a deployment waits or runs in it, and deletes it after', async () => {
    const fixture = await servicesFixture(t);
    const { api, projectId, environmentId } = fixture;
    const project = expectStatus(await api.get(`/project/${projectId}`), 200);
    // An idle environment listed before the busy one: the message names the busy one.
    expectStatus(await api.post(`/project/${projectId}/environment`, { name: 'development' }), 201);
    const container = expectStatus(
      await api.post(`/environment/${environmentId}/container`, minimalRequests(fixture).container),
      201,
    );

    expectStatus(await api.post(`/container/${container.id}/deploy`, { image_tag: '1.27' }), 202);
    const waiting = expectStatus(await api.delete(`/project/${projectId}`), 409);
    expect(waiting.message).toBe(
      `Project ${project.name} has a deployment waiting in environment production: cancel it or wait for it to end.`,
    );

    await t.advance(1000);
    expect(expectStatus(await api.delete(`/project/${projectId}`), 409)).toEqual({
      status: 409,
      error: 'Conflict',
      message: `Project ${project.name} has a deployment under way in environment production: cancel it or wait for it to end.`,
    });
    expect((await api.get(`/container/${container.id}`)).statusCode).toBe(200);

    await settle(t);
    expect((await api.delete(`/project/${projectId}`)).statusCode).toBe(204);
    expect((await api.get(`/project/${projectId}`)).statusCode).toBe(404);
    expect((await api.get(`/container/${container.id}`)).statusCode).toBe(404);
  });
});
