import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../../testing/api';
import { settle } from '../../testing/deployments';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const ID = expect.stringMatching(/^[0-9a-f-]{36}$/);
const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);

/** The Application status fields of the specification, and only those. */
const SPEC_STATUS_FIELDS = [
  'id',
  'state',
  'service_deployment_status',
  'is_part_last_deployment',
  'status_details',
  'deployment_request_id',
  'deployment_requests_count',
  'last_deployment_date',
  'steps',
  'execution_id',
].sort();

async function deployedApplication() {
  const fixture = await servicesFixture(t);
  const { api, environmentId } = fixture;
  const application = expectStatus(
    await api.post(`/environment/${environmentId}/application`, minimalRequests(fixture).application),
    201,
  );
  return { ...fixture, applicationId: application.id as string };
}

describe('statuses', () => {
  it('answer exactly the fields of the specification, from never deployed to deployed', async () => {
    const { api, applicationId } = await deployedApplication();
    const never = expectStatus(await api.get(`/application/${applicationId}/status`), 200);
    expect(never).toEqual({
      id: applicationId,
      state: 'READY',
      service_deployment_status: 'NEVER_DEPLOYED',
      is_part_last_deployment: false,
      status_details: { action: 'DEPLOY', status: 'NEVER', sub_action: 'NONE' },
      deployment_request_id: null,
      deployment_requests_count: 0,
    });

    const accepted = expectStatus(await api.post(`/application/${applicationId}/deploy`, {}), 202);
    await t.advance(4000);
    expect(expectStatus(await api.get(`/application/${applicationId}/status`), 200)).toMatchObject({
      state: 'BUILDING',
      status_details: { action: 'DEPLOY', status: 'ONGOING' },
      steps: { total_duration_sec: null },
    });
    await settle(t);
    const deployed = expectStatus(await api.get(`/application/${applicationId}/status`), 200);
    expect(Object.keys(deployed).sort()).toEqual(SPEC_STATUS_FIELDS);
    expect(deployed).toMatchObject({
      state: 'DEPLOYED',
      service_deployment_status: 'UP_TO_DATE',
      is_part_last_deployment: true,
      status_details: { action: 'DEPLOY', status: 'SUCCESS', sub_action: 'NONE' },
      deployment_request_id: accepted.id,
      deployment_requests_count: 0,
      last_deployment_date: TIME,
      execution_id: expect.any(String),
    });
    expect(deployed.steps.details.map((step: { step_name: string }) => step.step_name)).toEqual([
      'REGISTRY_CREATE_REPOSITORY',
      'GIT_CLONE',
      'BUILD_QUEUEING',
      'BUILD',
      'DEPLOYMENT_QUEUEING',
      'DEPLOYMENT',
      'ROUTER_DEPLOYMENT',
    ]);
  });

  it('turn OUT_OF_DATE when the configuration is edited after a deploy', async () => {
    const fixture = await deployedApplication();
    const { api, applicationId } = fixture;
    await api.post(`/application/${applicationId}/deploy`, {});
    await settle(t);
    const request = minimalRequests(fixture).application;
    // A new description changes nothing that runs; new resources do.
    expectStatus(
      await api.put(`/application/${applicationId}`, { ...request, description: 'Shop API' }),
      200,
    );
    const status = async () =>
      expectStatus(await api.get(`/application/${applicationId}/status`), 200).service_deployment_status;
    expect(await status()).toBe('UP_TO_DATE');
    expectStatus(await api.put(`/application/${applicationId}`, { ...request, cpu: 750 }), 200);
    expect(await status()).toBe('OUT_OF_DATE');
    await api.post(`/application/${applicationId}/redeploy`);
    await settle(t);
    expect(await status()).toBe('UP_TO_DATE');
  });
});

describe('environments and projects', () => {
  it('tell the status of an environment, its services, its history, its log and its queue', async () => {
    const fixture = await deployedApplication();
    const { api, environmentId, projectId, applicationId } = fixture;
    const database = expectStatus(
      await api.post(`/environment/${environmentId}/database`, minimalRequests(fixture).database),
      201,
    );
    const first = expectStatus(await api.post(`/environment/${environmentId}/deploy`), 202);
    const second = expectStatus(await api.post(`/database/${database.id}/restart-service`), 202);
    await t.advance(1000);
    const queue = expectStatus(await api.get(`/environment/${environmentId}/deploymentQueue`), 200);
    expect(queue.results).toMatchObject([
      { id: first.id, status: 'RUNNING', position: 0, action: 'DEPLOY', origin: 'API' },
      { id: second.id, status: 'QUEUED', position: 1, action: 'RESTART', services: [{ id: database.id }] },
    ]);
    await settle(t);

    expect(expectStatus(await api.get(`/environment/${environmentId}/status`), 200)).toEqual({
      id: environmentId,
      state: 'RESTARTED',
      last_deployment_date: TIME,
      last_deployment_state: 'RESTARTED',
      last_deployment_id: second.id,
      total_deployment_duration_in_seconds: expect.any(Number),
      origin: 'API',
      triggered_by: expect.stringContaining('(API token)'),
      deployment_status: 'UP_TO_DATE',
      deployment_request_id: second.id,
    });
    const statuses = expectStatus(await api.get(`/environment/${environmentId}/statuses`), 200);
    expect(statuses.applications).toMatchObject([{ id: applicationId, state: 'DEPLOYED' }]);
    expect(statuses.databases).toMatchObject([{ id: database.id, state: 'RESTARTED' }]);
    expect(statuses.containers).toEqual([]);

    const history = expectStatus(await api.get(`/environment/${environmentId}/deploymentHistory`), 200);
    expect(history.results.map((run: { id: string }) => run.id)).toEqual([second.id, first.id]);
    expect(history.results[1]).toMatchObject({
      action: 'DEPLOY',
      status: 'DONE',
      stages: [
        { name: expect.any(String), status: 'DONE', service_ids: [database.id] },
        { name: expect.any(String), status: 'DONE', service_ids: [applicationId] },
      ],
    });
    const paged = expectStatus(
      await api.get(`/environment/${environmentId}/deploymentHistory?page=2&page_size=1`),
      200,
    );
    expect(paged.pagination).toEqual({ page: 2, page_size: 1, total_count: 2, total_pages: 2 });
    expect(paged.results[0].id).toBe(first.id);

    const log = expectStatus(await api.get(`/environment/${environmentId}/log?tail=5`), 200);
    expect(log.results).toHaveLength(5);
    expect(
      new Set(log.results.map((line: { deployment_request_id: string }) => line.deployment_request_id)),
    ).toEqual(new Set([second.id]));
    expect(expectStatus(await api.get(`/environment/${environmentId}/deploymentQueue`), 200).results).toEqual(
      [],
    );

    const project = expectStatus(await api.get(`/project/${projectId}/environment/status`), 200);
    expect(project.results).toEqual([expect.objectContaining({ id: environmentId, state: 'RESTARTED' })]);
  });
});

describe('service history, logs and deployments', () => {
  it('page the history, tail the log, and show one deployment with its steps and lines', async () => {
    const { api, applicationId } = await deployedApplication();
    const accepted = [];
    // Each deploy ends before the next is asked: one asked while another waits would join it.
    for (const commit of ['c0ffee1', 'c0ffee2', 'c0ffee3']) {
      accepted.push(
        expectStatus(await api.post(`/application/${applicationId}/deploy`, { git_commit_id: commit }), 202),
      );
      await settle(t);
    }
    const all = expectStatus(await api.get(`/application/${applicationId}/deploymentHistory`), 200);
    expect(all).not.toHaveProperty('pagination');
    expect(
      all.results.map((item: { version: { git_commit_id: string } }) => item.version.git_commit_id),
    ).toEqual(['c0ffee3', 'c0ffee2', 'c0ffee1']);
    const page = expectStatus(
      await api.get(`/application/${applicationId}/deploymentHistory?page=2&page_size=2`),
      200,
    );
    expect(page.pagination).toEqual({ page: 2, page_size: 2, total_count: 3, total_pages: 2 });
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ deployment_request_id: accepted[0]?.id, state: 'DEPLOYED' });

    const tail = expectStatus(await api.get(`/application/${applicationId}/log?tail=2`), 200).results;
    expect(tail).toHaveLength(2);
    expect(tail[1]).toMatchObject({
      level: 'INFO',
      step: null,
      message: expect.stringMatching(/deployed in/),
    });
    expect((await api.get(`/application/${applicationId}/log?tail=0`)).statusCode).toBe(400);

    const latest = all.results[0];
    const deployment = expectStatus(await api.get(`/deployment/${latest.id}`), 200);
    expect(deployment).toEqual(latest);
    expect(deployment.steps.every((step: { status: string }) => step.status === 'SUCCESS')).toBe(true);
    const lines = expectStatus(await api.get(`/deployment/${latest.id}/log`), 200).results;
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.every((line: { deployment_id: string }) => line.deployment_id === latest.id)).toBe(true);
    expect((await api.get(`/deployment/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect(ID.asymmetricMatch(deployment.id)).toBe(true);
  });
});
