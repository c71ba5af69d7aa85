import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../../testing/api';
import { settle } from '../../testing/deployments';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ config: { rateLimitPerHour: 20 } });
});
afterAll(() => t.close());

async function fixtureWithService() {
  const fixture = await servicesFixture(t);
  const { api, environmentId, organizationId } = fixture;
  const request = minimalRequests(fixture).container;
  const { id } = expectStatus(await api.post(`/environment/${environmentId}/container`, request), 201);
  const changesSince = async (since?: number) =>
    expectStatus(
      await api.get(`/organization/${organizationId}/changes${since === undefined ? '' : `?since=${since}`}`),
      200,
    );
  return { ...fixture, serviceId: id as string, request, changesSince };
}

describe('the change feed', () => {
  it('answers the version, then the environments changed since it, and nothing when nothing did', async () => {
    const { api, serviceId, environmentId, projectId, changesSince } = await fixtureWithService();
    const start = await changesSince();
    expect(start).toEqual({ version: expect.any(Number), environments: [] });
    expect(await changesSince(start.version)).toEqual({ version: start.version, environments: [] });

    expectStatus(await api.post(`/container/${serviceId}/deploy`, { image_tag: '1.27' }), 202);
    const queued = await changesSince(start.version);
    expect(queued.version).toBeGreaterThan(start.version);
    expect(queued.environments).toEqual([{ id: environmentId, project_id: projectId }]);

    await settle(t);
    const ran = await changesSince(queued.version);
    expect(ran.version).toBeGreaterThan(queued.version);
    expect(ran.environments).toEqual([{ id: environmentId, project_id: projectId }]);
    expect(await changesSince(ran.version)).toEqual({ version: ran.version, environments: [] });
  });

  it('notes a service edited and a variable written, in every environment the variable reaches', async () => {
    const { api, serviceId, request, environmentId, projectId, changesSince } = await fixtureWithService();
    const other = expectStatus(
      await api.post(`/project/${projectId}/environment`, { name: 'staging', mode: 'STAGING' }),
      201,
    );
    const before = await changesSince();
    expectStatus(await api.put(`/container/${serviceId}`, { ...request, tag: '1.28' }), 200);
    const edited = await changesSince(before.version);
    expect(edited.environments.map((environment: { id: string }) => environment.id)).toEqual([environmentId]);

    expectStatus(await api.post(`/project/${projectId}/environmentVariable`, { key: 'K', value: 'v' }), 201);
    const written = await changesSince(edited.version);
    expect(written.environments.map((environment: { id: string }) => environment.id).sort()).toEqual(
      [environmentId, other.id].sort(),
    );
  });

  it('carries the statuses of the environments asked for among those that changed, as their own request answers them', async () => {
    const fixture = await fixtureWithService();
    const { api, serviceId, environmentId, projectId, organizationId, request, changesSince } = fixture;
    const created = async (name: string) =>
      expectStatus(await api.post(`/project/${projectId}/environment`, { name, mode: 'STAGING' }), 201);
    const other = await created('staging');
    const quiet = await created('quiet');
    const start = await changesSince();
    expectStatus(await api.post(`/container/${serviceId}/deploy`, { image_tag: '1.27' }), 202);
    expectStatus(await api.post(`/environment/${other.id}/container`, request), 201);

    const asked = [environmentId.toUpperCase(), quiet.id].join(',');
    const answer = expectStatus(
      await api.get(`/organization/${organizationId}/changes?since=${start.version}&with_statuses=${asked}`),
      200,
    );
    const statuses = expectStatus(await api.get(`/environment/${environmentId}/statuses`), 200);
    expect(statuses.containers[0].state).toBe('QUEUED');
    const byId = new Map(
      answer.environments.map((environment: { id: string }) => [environment.id, environment]),
    );
    expect(byId.get(environmentId)).toEqual({ id: environmentId, project_id: projectId, statuses });
    expect(byId.get(other.id)).toEqual({ id: other.id, project_id: projectId });
    expect(byId.has(quiet.id)).toBe(false);
  });

  it('notes what the stage board and the environment page show: a stage created, renamed, moved or deleted, a service moved, the environment edited', async () => {
    const { api, serviceId, environmentId, projectId, changesSince } = await fixtureWithService();
    let version: number = (await changesSince()).version;
    const notes = async (write: () => Promise<{ statusCode: number }>) => {
      expect((await write()).statusCode).toBeLessThan(300);
      const answer = await changesSince(version);
      expect(answer.environments).toEqual([{ id: environmentId, project_id: projectId }]);
      version = answer.version;
    };
    const stages = `/environment/${environmentId}/deploymentStage`;
    const [first] = expectStatus(await api.get(stages), 200).results as { id: string }[];
    const checks = expectStatus(await api.post(stages, { name: 'Checks' }), 200) as { id: string };
    const empty = expectStatus(await api.post(stages, { name: 'Empty' }), 200) as { id: string };
    await notes(() => api.put(`/deploymentStage/${checks.id}`, { name: 'Smoke checks' }));
    await notes(() => api.put(`/deploymentStage/${checks.id}/moveBefore/${first?.id}`, undefined));
    await notes(() => api.put(`/deploymentStage/${checks.id}/service/${serviceId}`, { is_skipped: true }));
    await notes(() => api.delete(`/deploymentStage/${empty.id}`));
    await notes(() => api.put(`/environment/${environmentId}`, { name: 'renamed' }));
    // Created: the stage itself.
    version = (await changesSince()).version;
    await notes(() => api.post(stages, { name: 'Last' }));
  });

  it('has a budget of its own, so polling it leaves the budget of other requests alone', async () => {
    const { api, organizationId, changesSince } = await fixtureWithService();
    const response = await api.get(`/organization/${organizationId}/changes`);
    expect(Number(response.headers['x-ratelimit-limit'])).toBe(10_800);
    for (let index = 0; index < 25; index++) await changesSince(0);
    expectStatus(await api.get(`/organization/${organizationId}`), 200);
  });

  it('refuses a version that is not a whole number, naming the parameter', async () => {
    const { api, organizationId } = await fixtureWithService();
    const answer = await api.get(`/organization/${organizationId}/changes?since=-1`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('query.since');
  });

  it('refuses environments to carry the statuses of that are not ids, or too many, naming the parameter', async () => {
    const { api, organizationId, environmentId } = await fixtureWithService();
    const notIds = await api.get(
      `/organization/${organizationId}/changes?with_statuses=${environmentId},staging`,
    );
    expect(notIds.statusCode).toBe(400);
    expect(notIds.json().message).toBe('query.with_statuses: must be environment ids separated by commas');
    const many = Array.from({ length: 21 }, () => environmentId).join(',');
    const tooMany = await api.get(`/organization/${organizationId}/changes?with_statuses=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('query.with_statuses: must name at most 20 environments');
  });
});
