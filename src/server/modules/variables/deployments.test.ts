import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, expectStatus } from '../../testing/api';
import { settle } from '../../testing/deployments';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const deploymentStatus = async (api: ApiClient, id: string) =>
  expectStatus(await api.get(`/application/${id}/status`), 200).service_deployment_status;

/** The messages of the latest deployment's log. */
async function latestLog(api: ApiClient, id: string): Promise<string[]> {
  const history = expectStatus(await api.get(`/application/${id}/deploymentHistory`), 200);
  const log = expectStatus(await api.get(`/deployment/${history.results[0].id}/log?tail=100000`), 200);
  return log.results.map((line: { message: string }) => line.message);
}

describe('variables and deployments', () => {
  it('marks the services a change reaches OUT_OF_DATE, and a deploy uses and lists the current values', async () => {
    const f = await servicesFixture(t);
    const requests = minimalRequests(f);
    const app = expectStatus(
      await f.api.post(`/environment/${f.environmentId}/application`, requests.application),
      201,
    );
    const other = expectStatus(
      await f.api.post(`/environment/${f.environmentId}/container`, requests.container),
      201,
    );
    const mode = expectStatus(
      await f.api.post(`/application/${app.id}/environmentVariable`, { key: 'MODE', value: 'blue' }),
      201,
    );
    expectStatus(
      await f.api.post(`/application/${app.id}/secret`, { key: 'API_KEY', value: 'k-41d8cd98f00b' }),
      201,
    );
    expectStatus(
      await f.api.post(`/application/${app.id}/environmentVariable`, {
        key: 'REF',
        value: '{{MISSING_ONE}}',
      }),
      201,
    );
    expectStatus(await f.api.post(`/application/${app.id}/deploy`), 202);
    expectStatus(await f.api.post(`/container/${other.id}/deploy`, { image_tag: '1.27' }), 202);
    await settle(t);
    expect(await deploymentStatus(f.api, app.id)).toBe('UP_TO_DATE');

    const first = await latestLog(f.api, app.id);
    expect(first).toContain('  MODE=blue [APPLICATION]');
    expect(first).toContain('  API_KEY=******** [APPLICATION]');
    expect(first).toContain('REF refers to {{MISSING_ONE}}, which no variable reaching the service defines');
    expect(first.join('\n')).not.toContain('k-41d8cd98f00b');

    // A service's own variable reaches it alone.
    expectStatus(
      await f.api.put(`/application/${app.id}/environmentVariable/${mode.id}`, {
        key: 'MODE',
        value: 'green',
      }),
      200,
    );
    expect(await deploymentStatus(f.api, app.id)).toBe('OUT_OF_DATE');
    const containerStatus = async () =>
      expectStatus(await f.api.get(`/container/${other.id}/status`), 200).service_deployment_status;
    expect(await containerStatus()).toBe('UP_TO_DATE');
    // One of the environment reaches both.
    expectStatus(
      await f.api.post(`/environment/${f.environmentId}/environmentVariable`, { key: 'SHARED', value: '1' }),
      201,
    );
    expect(await containerStatus()).toBe('OUT_OF_DATE');

    expectStatus(await f.api.post(`/application/${app.id}/deploy`), 202);
    await settle(t);
    expect(await deploymentStatus(f.api, app.id)).toBe('UP_TO_DATE');
    const second = await latestLog(f.api, app.id);
    expect(second).toContain('  MODE=green [APPLICATION]');
    expect(second).toContain('  SHARED=1 [ENVIRONMENT]');
  });

  it('deletes a service with its variables and the aliases and overrides standing on them', async () => {
    const f = await servicesFixture(t);
    const requests = minimalRequests(f);
    const app = expectStatus(
      await f.api.post(`/environment/${f.environmentId}/application`, requests.application),
      201,
    );
    const database = expectStatus(
      await f.api.post(`/environment/${f.environmentId}/database`, requests.database),
      201,
    );
    const list = expectStatus(await f.api.get(`/application/${app.id}/environmentVariable`), 200);
    const host = list.results.find(
      (row: { key: string; service_id?: string }) => row.service_id === database.id,
    );
    expectStatus(
      await f.api.post(`/application/${app.id}/environmentVariable/${host.id}/alias`, { key: 'DB_HOST' }),
      201,
    );
    expectStatus(
      await f.api.post(`/application/${app.id}/environmentVariable`, { key: 'OWN', value: '1' }),
      201,
    );

    expectStatus(await f.api.delete(`/database/${database.id}`), 204);
    const after = expectStatus(await f.api.get(`/application/${app.id}/environmentVariable`), 200);
    const keys = after.results.map((row: { key: string }) => row.key);
    expect(keys).toContain('OWN');
    expect(keys).not.toContain('DB_HOST');
    expect(after.results.some((row: { service_id?: string }) => row.service_id === database.id)).toBe(false);

    expectStatus(await f.api.delete(`/application/${app.id}`), 204);
    expect((await f.api.get(`/variable?parent_id=${app.id}&scope=APPLICATION`)).statusCode).toBe(404);
  });
});
