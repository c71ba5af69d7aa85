import { describe, expect, it } from 'vitest';
import { expectStatus } from '../../testing/api';
import { settle } from '../../testing/deployments';
import { useLoggedTestApp } from '../../testing/queryLog';
import { minimalRequests, servicesFixture } from '../../testing/services';

const logged = useLoggedTestApp();

/** An application deployed once, its request and the environment's statuses path. */
async function deployedApplication() {
  const fixture = await servicesFixture(logged.t);
  const { api, environmentId } = fixture;
  const request = minimalRequests(fixture).application;
  const { id } = expectStatus(await api.post(`/environment/${environmentId}/application`, request), 201);
  expectStatus(await api.post(`/application/${id}/deploy`, {}), 202);
  await settle(logged.t);
  return { ...fixture, id: id as string, request };
}

const serviceStatus = async (api: Awaited<ReturnType<typeof deployedApplication>>['api'], id: string) =>
  expectStatus(await api.get(`/application/${id}/status`), 200);

describe('a configuration that is not running yet', () => {
  it('makes the service OUT_OF_DATE with the settings that changed, everywhere its status is read', async () => {
    const { api, id, request, environmentId } = await deployedApplication();
    const upToDate = await serviceStatus(api, id);
    expect(upToDate.service_deployment_status).toBe('UP_TO_DATE');
    expect(upToDate).not.toHaveProperty('configuration_changes');

    expectStatus(await api.put(`/application/${id}`, { ...request, cpu: 750, memory: 1024 }), 200);

    const outOfDate = await serviceStatus(api, id);
    expect(outOfDate).toMatchObject({
      state: 'DEPLOYED',
      service_deployment_status: 'OUT_OF_DATE',
      configuration_changes: { settings: ['cpu', 'memory'], variables: [] },
    });
    const statuses = expectStatus(await api.get(`/environment/${environmentId}/statuses`), 200);
    expect(statuses.applications).toEqual([outOfDate]);
    expect(statuses.environment.deployment_status).toBe('OUT_OF_DATE');
    const withStages = expectStatus(await api.get(`/environment/${environmentId}/statusesWithStages`), 200);
    const staged = withStages.stages.flatMap((stage: { applications: unknown[] }) => stage.applications);
    expect(staged).toEqual([outOfDate]);
  });

  it('names the variables and secrets that changed, from any scope reaching the service', async () => {
    const { api, id, projectId } = await deployedApplication();
    expectStatus(
      await api.post(`/application/${id}/environmentVariable`, { key: 'LOG_LEVEL', value: 'debug' }),
      201,
    );
    expectStatus(await api.post(`/project/${projectId}/secret`, { key: 'API_KEY', value: 's3cret' }), 201);

    expect(await serviceStatus(api, id)).toMatchObject({
      service_deployment_status: 'OUT_OF_DATE',
      configuration_changes: { settings: [], variables: ['API_KEY', 'LOG_LEVEL'] },
    });
  });

  it('is up to date again once a redeploy runs what was saved', async () => {
    const { api, id, request } = await deployedApplication();
    expectStatus(
      await api.put(`/application/${id}`, { ...request, min_running_instances: 2, max_running_instances: 2 }),
      200,
    );
    expectStatus(await api.post(`/application/${id}/environmentVariable`, { key: 'A', value: '1' }), 201);
    expect((await serviceStatus(api, id)).configuration_changes).toEqual({
      settings: ['max_running_instances', 'min_running_instances'],
      variables: ['A'],
    });

    expectStatus(await api.post(`/application/${id}/redeploy`, {}), 202);
    await settle(logged.t);

    const redeployed = await serviceStatus(api, id);
    expect(redeployed.service_deployment_status).toBe('UP_TO_DATE');
    expect(redeployed).not.toHaveProperty('configuration_changes');
  });

  it('reads the version kept with the service: no variable is read again until a change clears it', async () => {
    const { api, id, environmentId } = await deployedApplication();
    const statusesPath = `/environment/${environmentId}/statuses`;
    expectStatus(await api.get(statusesPath), 200);

    logged.log.clear();
    expectStatus(await api.get(statusesPath), 200);
    expect(logged.log.statements.some((statement) => statement.includes('"variables"'))).toBe(false);

    expectStatus(
      await api.post(`/environment/${environmentId}/environmentVariable`, { key: 'B', value: '2' }),
      201,
    );
    logged.log.clear();
    const statuses = expectStatus(await api.get(statusesPath), 200);
    expect(logged.log.statements.some((statement) => statement.includes('"variables"'))).toBe(true);
    expect(statuses.applications[0]).toMatchObject({
      id,
      configuration_changes: { settings: [], variables: ['B'] },
    });
  });
});
