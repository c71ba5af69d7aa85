import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../../testing/api';
import { clientWithRole, customRoleWith } from '../../testing/customRoles';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';
import { receiverPool } from '../../webhooks/testing/receiver';

// A delivery's body names the project, environment and service of its event: a custom role reading one project's
// PRODUCTION environments sees the deliveries of those and the test deliveries, never those of its DEVELOPMENT
// environment or of another project, and its pages count only what it sees.

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());
const receivers = receiverPool();
afterEach(() => receivers.closeAll());

/** An application deploys in about 20 seconds at time scale 1. */
const DEPLOY_MS = 60_000;

interface Delivery {
  is_test: boolean;
  request: { body: { payload: { project_id: string; environment_id: string } } };
}

describe("a webhook's deliveries, to a custom role reading one environment type of one project", () => {
  it('are those of the environments it reads and the test deliveries, a page at a time', async () => {
    const fixture = await servicesFixture(t);
    const { api, organizationId, projectId, environmentId, clusterId } = fixture;
    const receiver = await receivers.up();
    const webhook = expectStatus(
      await api.post(`/organization/${organizationId}/webhook`, {
        target_url: receiver.url,
        events: ['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED'],
      }),
      201,
    );
    const other = expectStatus(
      await api.post(`/organization/${organizationId}/project`, { name: 'elsewhere' }),
      200,
    );
    const environment = async (project: string, mode: string) =>
      expectStatus(
        await api.post(`/project/${project}/environment`, { name: 'sandbox', mode, cluster_id: clusterId }),
        201,
      ).id as string;
    const hiddenEnvironmentIds = [
      await environment(projectId, 'DEVELOPMENT'),
      await environment(other.id, 'PRODUCTION'),
    ];
    for (const id of [environmentId, ...hiddenEnvironmentIds]) {
      const application = expectStatus(
        await api.post(`/environment/${id}/application`, minimalRequests(fixture).application),
        201,
      );
      expectStatus(await api.post(`/application/${application.id}/deploy`), 202);
    }
    await t.advance(DEPLOY_MS);
    // The test delivery comes last, after every deployment's.
    t.clock.advance(1000);
    const path = `/organization/${organizationId}/webhook/${webhook.id}`;
    expectStatus(await api.post(`${path}/test`, {}), 200);

    const roleId = await customRoleWith(api, organizationId, 'Production viewer', {
      projects: { [projectId]: { types: { PRODUCTION: 'VIEWER' } } },
    });
    const viewer = await clientWithRole(t, organizationId, roleId);
    const seen: Delivery[] = expectStatus(await viewer.get(`${path}/event`), 200).results;
    const places = (deliveries: Delivery[]) =>
      deliveries.map((delivery) =>
        delivery.is_test
          ? 'test'
          : `${delivery.request.body.payload.project_id}/${delivery.request.body.payload.environment_id}`,
      );
    const own = `${projectId}/${environmentId}`;
    expect(places(seen)).toEqual(['test', own, own]);
    const page = expectStatus(await viewer.get(`${path}/event?page=2&page_size=2`), 200);
    expect(page.pagination).toMatchObject({ total_count: 3, total_pages: 2 });
    expect(places(page.results)).toEqual([own]);

    // Built-in roles read everything: the two other environments' deliveries are there.
    const all: Delivery[] = expectStatus(await api.get(`${path}/event`), 200).results;
    expect(all).toHaveLength(7);
  });
});
