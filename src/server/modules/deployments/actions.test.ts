import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Route, serviceDeploymentEndpointsByKind, serviceKinds } from '../../../contract';
import { apiClient, expectStatus } from '../../testing/api';
import { oneOfEachKind, serviceKindList, settle } from '../../testing/deployments';
import { servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const ID = expect.stringMatching(/^[0-9a-f-]{36}$/);

/** The path of an endpoint with its one parameter filled. */
const pathOf = (endpoint: Route, id: string) => endpoint.path.replace(/\{[^}]+\}/, id);

const deployBodies: Record<string, unknown> = { container: { image_tag: '1.28' } };
const actionNames = ['deploy', 'redeploy', 'stop', 'restart', 'uninstall'] as const;

describe('service actions', () => {
  it('queue every action each kind of service allows, answering 202 with the request', async () => {
    const fixture = await servicesFixture(t);
    const ids = await oneOfEachKind(fixture);
    const allowed: string[] = [];
    for (const kind of serviceKindList) {
      const endpoints: Partial<Record<string, Route>> = serviceDeploymentEndpointsByKind[kind];
      for (const name of actionNames) {
        const endpoint = endpoints[name];
        if (!endpoint) continue;
        const body = name === 'deploy' ? (deployBodies[kind] ?? {}) : {};
        const accepted = expectStatus(await fixture.api.post(pathOf(endpoint, ids[kind]), body), 202);
        expect(accepted).toEqual({
          id: ID,
          status: 'QUEUED',
          application_id: ids[kind],
          environment_id: fixture.environmentId,
          created_at: t.clock.now().toISOString(),
        });
        allowed.push(`${kind}:${name}`);
      }
    }
    expect(allowed).toEqual([
      'application:deploy',
      'application:redeploy',
      'application:stop',
      'application:restart',
      'application:uninstall',
      'container:deploy',
      'container:redeploy',
      'container:stop',
      'container:restart',
      'container:uninstall',
      'database:deploy',
      'database:redeploy',
      'database:stop',
      'database:restart',
      'database:uninstall',
      'job:deploy',
      'job:redeploy',
      'job:stop',
      'job:uninstall',
      'helm:deploy',
      'helm:redeploy',
      'helm:stop',
      'helm:uninstall',
      'terraform:deploy',
      'terraform:redeploy',
      'terraform:uninstall',
    ]);
    const queue = expectStatus(
      await fixture.api.get(`/environment/${fixture.environmentId}/deploymentQueue`),
      200,
    );
    expect(queue.results).toHaveLength(allowed.length);
    expect(queue.results.map((item: { position: number }) => item.position)).toEqual(
      allowed.map((_, index) => index + 1),
    );
    await settle(t);
  });

  it('have no route for what the action matrix leaves out, and refuse it (400) when asked by service id', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId } = fixture;
    const ids = await oneOfEachKind(fixture);
    expect((await api.post(`/terraform/${ids.terraform}/restart-service`)).statusCode).toBe(404);
    expect((await api.post(`/terraform/${ids.terraform}/stop`)).statusCode).toBe(404);
    expect((await api.post(`/job/${ids.job}/restart-service`)).statusCode).toBe(404);

    const stop = await api.post(`/environment/${environmentId}/service/stop`, {
      terraform_ids: [ids.terraform],
    });
    expect(expectStatus(stop, 400)).toMatchObject({
      error: 'Bad Request',
      message: 'stop is not available for a terraform service (infra)',
    });
    const restart = await api.post(`/environment/${environmentId}/service/restart-service`, {
      application_ids: [ids.job],
    });
    expect(expectStatus(restart, 400).message).toBe('restart is not available for a job service (nightly)');
    const nothing = await api.post(`/environment/${environmentId}/service/stop`, {});
    expect(expectStatus(nothing, 400).message).toBe('body: must name at least one service');
  });

  it('answer 404 for a service of another kind or another organization', async () => {
    const fixture = await servicesFixture(t);
    const ids = await oneOfEachKind(fixture);
    expect((await fixture.api.post(`/container/${ids.application}/redeploy`)).statusCode).toBe(404);
    const stranger = apiClient(t, (await t.createOrganization()).adminToken.value);
    expect((await stranger.post(`/application/${ids.application}/deploy`)).statusCode).toBe(404);
    expect((await stranger.get(`/application/${ids.application}/status`)).statusCode).toBe(404);
  });

  it('need the Deploy scope: a Read token is refused (403), a Deploy token is let through', async () => {
    const fixture = await servicesFixture(t);
    const ids = await oneOfEachKind(fixture);
    const reader = apiClient(t, (await t.createToken(fixture.organizationId, 'READ')).value);
    const deployer = apiClient(t, (await t.createToken(fixture.organizationId, 'DEPLOY')).value);
    for (const kind of ['application', 'database'] as const) {
      const deploy = pathOf(serviceDeploymentEndpointsByKind[kind].deploy, ids[kind]);
      expect(expectStatus(await reader.post(deploy, {}), 403).error).toBe('Forbidden');
      expect((await reader.get(`/${kind}/${ids[kind]}/status`)).statusCode).toBe(200);
      expect(expectStatus(await deployer.post(deploy, {}), 202).status).toBe('QUEUED');
    }
    const environmentDeploy = `/environment/${fixture.environmentId}/deploy`;
    expect((await reader.post(environmentDeploy, {})).statusCode).toBe(403);
    const accepted = expectStatus(await deployer.post(environmentDeploy, {}), 202);
    expect(accepted).not.toHaveProperty('application_id');
    // Deploying is not editing: a Deploy token still cannot delete a service.
    expect((await deployer.delete(`/application/${ids.application}`)).statusCode).toBe(403);
    await settle(t);
  });

  it("validate deploy bodies with the kind's schema", async () => {
    const fixture = await servicesFixture(t);
    const ids = await oneOfEachKind(fixture);
    const missingTag = await fixture.api.post(`/container/${ids.container}/deploy`, {});
    expect(expectStatus(missingTag, 400).message).toBe('body.image_tag: is required');
    const badAction = await fixture.api.post(`/terraform/${ids.terraform}/deploy`, { action: 'DESTROY' });
    expect(badAction.statusCode).toBe(400);
    expect(Object.keys(serviceKinds)).toHaveLength(6);
  });
});
