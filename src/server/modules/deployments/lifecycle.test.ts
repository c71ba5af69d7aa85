import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../../testing/api';
import { settle, stateOf } from '../../testing/deployments';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function fixtureWith<K extends 'application' | 'container' | 'job'>(
  kind: K,
  extra: Record<string, unknown> = {},
) {
  const fixture = await servicesFixture(t);
  const request: ReturnType<typeof minimalRequests>[K] = { ...minimalRequests(fixture)[kind], ...extra };
  const service = expectStatus(
    await fixture.api.post(`/environment/${fixture.environmentId}/${kind}`, request),
    201,
  );
  return { ...fixture, request, id: service.id as string };
}

describe('what a deploy pins', () => {
  it('makes the image tag a container is deployed with its own, so both agree', async () => {
    const { api, id } = await fixtureWith('container');
    expectStatus(await api.post(`/container/${id}/deploy`, { image_tag: '1.29' }), 202);
    expect(expectStatus(await api.get(`/container/${id}`), 200).tag).toBe('1.29');
    await settle(t);
    const [latest] = expectStatus(await api.get(`/container/${id}/deploymentHistory`), 200).results;
    expect(latest.version.image_tag).toBe('1.29');
    expect(expectStatus(await api.get(`/container/${id}/status`), 200).service_deployment_status).toBe(
      'UP_TO_DATE',
    );
  });

  it('makes the image tag a job is deployed with its own, alone or with its environment', async () => {
    const { api, id, environmentId } = await fixtureWith('job');
    const tagOf = async () => expectStatus(await api.get(`/job/${id}`), 200).source.image.tag;
    const deployedAs = async () => {
      const status = expectStatus(await api.get(`/job/${id}/status`), 200).service_deployment_status;
      const [latest] = expectStatus(await api.get(`/job/${id}/deploymentHistory`), 200).results;
      return { status, tag: latest.version.image_tag };
    };
    expectStatus(await api.post(`/job/${id}/deploy`, { image_tag: '1.1' }), 202);
    expect(await tagOf()).toBe('1.1');
    await settle(t);
    expect(await deployedAs()).toEqual({ status: 'UP_TO_DATE', tag: '1.1' });

    const body = { jobs: [{ id, image_tag: '1.2' }] };
    expectStatus(await api.post(`/environment/${environmentId}/service/deploy`, body), 202);
    expect(await tagOf()).toBe('1.2');
    await settle(t);
    expect(await deployedAs()).toEqual({ status: 'UP_TO_DATE', tag: '1.2' });
    // A plain deploy runs the tag that is now configured.
    await api.post(`/job/${id}/deploy`);
    await settle(t);
    expect(await deployedAs()).toEqual({ status: 'UP_TO_DATE', tag: '1.2' });
  });

  it('records the commit a job built from git was deployed at, and keeps its configuration', async () => {
    const source = { docker: { git_repository: { url: 'https://github.com/acme/report.git' } } };
    const { api, id } = await fixtureWith('job', { source });
    await api.post(`/job/${id}/deploy`, { git_commit_id: '4f2a9c1', image_tag: 'ignored' });
    await settle(t);
    const job = expectStatus(await api.get(`/job/${id}`), 200);
    expect(job.source).toMatchObject({
      image: null,
      docker: { git_repository: { deployed_commit_id: '4f2a9c1' } },
    });
    expect(expectStatus(await api.get(`/job/${id}/status`), 200).service_deployment_status).toBe(
      'UP_TO_DATE',
    );
  });

  it('records the commit an application was deployed at in its git repository', async () => {
    const { api, id, request } = await fixtureWith('application');
    expect(
      expectStatus(await api.get(`/application/${id}`), 200).git_repository.deployed_commit_id,
    ).toBeNull();
    await api.post(`/application/${id}/deploy`, { git_commit_id: '4f2a9c1' });
    await settle(t);
    const repository = expectStatus(await api.get(`/application/${id}`), 200).git_repository;
    expect(repository).toMatchObject({
      deployed_commit_id: '4f2a9c1',
      deployed_commit_date: expect.any(String),
    });
    // A failed deploy leaves the previous commit running.
    expectStatus(
      await api.put(`/application/${id}`, {
        ...request,
        git_repository: { ...request.git_repository, branch: 'fail-build' },
      }),
      200,
    );
    await api.post(`/application/${id}/deploy`, { git_commit_id: '9999999' });
    await settle(t);
    expect(await stateOf(api, 'application', id)).toBe('BUILD_ERROR');
    expect(expectStatus(await api.get(`/application/${id}`), 200).git_repository.deployed_commit_id).toBe(
      '4f2a9c1',
    );
  });
});

describe('links', () => {
  it('show what runs: none before a deploy, the deployed ports after, none while stopped', async () => {
    const { api, id, request } = await fixtureWith('application');
    const links = async () => expectStatus(await api.get(`/application/${id}/link`), 200).results;
    expect(await links()).toEqual([]);
    await api.post(`/application/${id}/deploy`);
    await settle(t);
    expect(await links()).toMatchObject([
      { internal_port: 8080, is_platform_domain: true, is_default: true },
    ]);

    // An edit changes nothing that runs until it is deployed.
    const withAdmin = {
      ...request,
      ports: [
        { internal_port: 8080, publicly_accessible: true },
        { internal_port: 9000, publicly_accessible: true },
      ],
    };
    expectStatus(await api.put(`/application/${id}`, withAdmin), 200);
    expect(await links()).toHaveLength(1);
    await api.post(`/application/${id}/redeploy`);
    await settle(t);
    expect((await links()).map((link: { internal_port: number }) => link.internal_port)).toEqual([
      8080, 9000,
    ]);

    await api.post(`/application/${id}/stop`);
    await settle(t);
    expect(await stateOf(api, 'application', id)).toBe('STOPPED');
    expect(await links()).toEqual([]);
    await api.post(`/application/${id}/restart-service`);
    await settle(t);
    expect(await links()).toHaveLength(2);
  });
});

describe('deleting', () => {
  it('removes a service that never ran at once', async () => {
    const { api, id } = await fixtureWith('container');
    expect((await api.delete(`/container/${id}`)).statusCode).toBe(204);
    expect((await api.get(`/container/${id}`)).statusCode).toBe(404);
  });

  it('runs a DELETE for a deployed service; its row goes when that completes and its history stays', async () => {
    const { api, id, environmentId } = await fixtureWith('container');
    await api.post(`/container/${id}/deploy`, { image_tag: '1.27' });
    await settle(t);
    const [deployed] = expectStatus(await api.get(`/container/${id}/deploymentHistory`), 200).results;

    expect((await api.delete(`/container/${id}`)).statusCode).toBe(204);
    expect(await stateOf(api, 'container', id)).toBe('DELETE_QUEUED');
    // Asked again while on its way out, it is removed once.
    expect((await api.delete(`/container/${id}`)).statusCode).toBe(204);
    expect(
      expectStatus(await api.get(`/environment/${environmentId}/deploymentQueue`), 200).results,
    ).toHaveLength(1);
    await settle(t);

    expect((await api.get(`/container/${id}`)).statusCode).toBe(404);
    expect(expectStatus(await api.get(`/deployment/${deployed.id}`), 200).identifier.service_id).toBe(id);
    const [run] = expectStatus(await api.get(`/environment/${environmentId}/deploymentHistory`), 200).results;
    expect(run).toMatchObject({
      action: 'DELETE',
      state: 'DELETED',
      services: [{ identifier: { service_id: id } }],
    });
  });

  it('refuses (409) to delete an environment while a deployment runs, and deletes it after', async () => {
    const { api, id, environmentId } = await fixtureWith('container');
    await api.post(`/container/${id}/deploy`, { image_tag: '1.27' });
    await t.advance(1000);
    const refused = expectStatus(await api.delete(`/environment/${environmentId}`), 409);
    expect(refused.message).toMatch(/^A deployment runs on environment .*: cancel it/);
    await settle(t);
    expect((await api.delete(`/environment/${environmentId}`)).statusCode).toBe(204);
    expect((await api.get(`/container/${id}`)).statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('cancels what runs, withdraws what waits, and says 409 when there is nothing', async () => {
    const { api, id, environmentId } = await fixtureWith('application');
    const running = expectStatus(await api.post(`/application/${id}/deploy`), 202);
    const waiting = expectStatus(await api.post(`/application/${id}/restart-service`), 202);
    await t.advance(3000);

    const withdrawn = expectStatus(await api.post(`/deploymentQueue/${waiting.id}/cancelDeployment`), 202);
    expect(withdrawn).toEqual({ ...waiting, status: 'CANCELED', application_id: undefined });
    const cancelled = expectStatus(await api.post(`/application/${id}/cancelDeployment`), 202);
    expect(cancelled).toMatchObject({ id: running.id, status: 'RUNNING', application_id: id });
    expect(await stateOf(api, 'application', id)).toBe('CANCELING');
    await settle(t);
    expect(await stateOf(api, 'application', id)).toBe('CANCELED');

    expect(expectStatus(await api.post(`/application/${id}/cancelDeployment`), 409).error).toBe('Conflict');
    expect((await api.post(`/environment/${environmentId}/cancelDeployment`, {})).statusCode).toBe(409);
    expect((await api.post(`/deploymentQueue/${running.id}/cancelDeployment`)).statusCode).toBe(409);
    expect((await api.post(`/deploymentQueue/${crypto.randomUUID()}/cancelDeployment`)).statusCode).toBe(404);

    const environmentRun = expectStatus(await api.post(`/environment/${environmentId}/deploy`), 202);
    await t.advance(2000);
    const stopped = expectStatus(await api.post(`/environment/${environmentId}/cancelDeployment`, {}), 202);
    expect(stopped).toMatchObject({ id: environmentRun.id, status: 'RUNNING' });
    await settle(t);
    const [last] = expectStatus(
      await api.get(`/environment/${environmentId}/deploymentHistory`),
      200,
    ).results;
    expect(last).toMatchObject({ id: environmentRun.id, state: 'CANCELED', status: 'DONE' });
  });
});
