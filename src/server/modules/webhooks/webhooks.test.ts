import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectStatus } from '../../testing/api';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';
import { closedPort, type ReceivedRequest, receiverPool } from '../../webhooks/testing/receiver';

// Receivers check signatures against the real time: the app's clock starts now and moves by seconds only.
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ clockStart: new Date() });
});
afterAll(() => t.close());
const receivers = receiverPool();
afterEach(() => receivers.closeAll());

/** An application deploys in about 20 seconds at time scale 1. */
const DEPLOY_MS = 60_000;

async function setUp(targetUrl: string, serviceOverrides: Record<string, unknown> = {}) {
  const fixture = await servicesFixture(t);
  const { api, organizationId, environmentId } = fixture;
  const created = expectStatus(
    await api.post(`/organization/${organizationId}/webhook`, {
      target_url: targetUrl,
      events: ['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED'],
      description: 'Deployments to chat',
    }),
    201,
  );
  const application = expectStatus(
    await api.post(`/environment/${environmentId}/application`, {
      ...minimalRequests(fixture).application,
      ...serviceOverrides,
    }),
    201,
  );
  return { ...fixture, webhook: created, applicationId: application.id as string };
}

/** The verified body of each request, in the order they came. */
function verified(secret: string, received: ReceivedRequest[]) {
  const verifier = new Webhook(secret);
  return received.map((request) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    return verifier.verify(request.body, headers) as { event_type: string; payload: Record<string, unknown> };
  });
}

describe('webhooks through the API', () => {
  it('announce a deployment that starts and succeeds, signed as Standard Webhooks say', async () => {
    const receiver = await receivers.up();
    const { api, webhook, applicationId, projectId, environmentId, organizationId } = await setUp(
      receiver.url,
    );
    expect(webhook).toMatchObject({ enabled: true, target_secret: expect.stringMatching(/^whsec_/) });
    const accepted = expectStatus(await api.post(`/application/${applicationId}/deploy`), 202);
    await t.advance(DEPLOY_MS);

    const bodies = verified(webhook.target_secret, receiver.received);
    expect(bodies.map((body) => body.event_type)).toEqual(['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED']);
    expect(bodies[1]?.payload).toMatchObject({
      application_id: applicationId,
      service_type: 'APPLICATION',
      service_name: 'api',
      project_id: projectId,
      project_name: expect.stringMatching(/^project-/),
      environment_id: environmentId,
      environment_name: 'production',
      environment_type: 'PRODUCTION',
      organization_id: organizationId,
      deployment_request_id: accepted.id,
      action: 'DEPLOY',
      state: 'DEPLOYED',
      message: null,
    });

    const log = expectStatus(
      await api.get(`/organization/${organizationId}/webhook/${webhook.id}/event`),
      200,
    );
    expect(log.results).toHaveLength(2);
    expect(log.results[0]).toMatchObject({
      matched_event: 'DEPLOYMENT_SUCCEEDED',
      status: 'SUCCEEDED',
      attempt_count: 1,
      target_response_status_code: 200,
      attempts: [{ attempt: 1, succeeded: true, response_status_code: 200 }],
    });
  });

  it('announce a failed build with its reason', async () => {
    const receiver = await receivers.up();
    const { api, webhook, applicationId } = await setUp(receiver.url, {
      git_repository: { url: 'https://github.com/acme/api.git', branch: 'fail-build' },
    });
    await api.post(`/application/${applicationId}/deploy`);
    await t.advance(DEPLOY_MS);
    const [started, failed] = verified(webhook.target_secret, receiver.received);
    expect(started?.event_type).toBe('DEPLOYMENT_STARTED');
    expect(failed).toMatchObject({
      event_type: 'DEPLOYMENT_FAILED',
      payload: { state: 'BUILD_ERROR', message: expect.stringContaining('fail-build') },
    });
  });

  it('retry a receiver that was down until it answers, keeping every attempt in the log', async () => {
    const port = await closedPort();
    const { api, webhook, applicationId, organizationId } = await setUp(`http://127.0.0.1:${port}/hooks`);
    await api.post(`/application/${applicationId}/deploy`);
    await t.advance(DEPLOY_MS);
    const path = `/organization/${organizationId}/webhook/${webhook.id}/event`;
    const waiting = expectStatus(await api.get(path), 200).results;
    expect(waiting).toHaveLength(2);
    for (const delivery of waiting) {
      expect(delivery).toMatchObject({
        status: 'PENDING',
        attempt_count: 1,
        next_retry_at: expect.any(String),
      });
      expect(delivery.attempts[0]).toMatchObject({ succeeded: false, response_status_code: null });
    }

    const receiver = await receivers.up(port);
    // The second attempt follows 5 seconds after the first.
    await t.advance(6000);
    expect(
      verified(webhook.target_secret, receiver.received)
        .map((body) => body.event_type)
        .sort(),
    ).toEqual(['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED']);
    const delivered = expectStatus(await api.get(`${path}?page=1&page_size=1`), 200);
    expect(delivered.pagination).toMatchObject({ total_count: 2 });
    expect(delivered.results[0]).toMatchObject({
      status: 'SUCCEEDED',
      attempt_count: 2,
      next_retry_at: null,
    });
    expect(delivered.results[0].attempts.map((attempt: { succeeded: boolean }) => attempt.succeeded)).toEqual(
      [false, true],
    );
  });

  it('send a test event now and answer its delivery', async () => {
    const receiver = await receivers.up();
    const { api, webhook, organizationId } = await setUp(receiver.url);
    const path = `/organization/${organizationId}/webhook/${webhook.id}`;
    const delivery = expectStatus(await api.post(`${path}/test`, { event_type: 'DEPLOYMENT_FAILED' }), 200);
    expect(delivery).toMatchObject({
      is_test: true,
      matched_event: 'DEPLOYMENT_FAILED',
      status: 'SUCCEEDED',
    });
    const [body] = verified(webhook.target_secret, receiver.received);
    expect(body).toMatchObject({ event_type: 'DEPLOYMENT_FAILED', test: true });

    const reader = apiClient(t, (await t.createToken(organizationId, 'READ')).value);
    expect((await reader.get(`${path}/event`)).statusCode).toBe(200);
    expect((await reader.post(`${path}/test`, {})).statusCode).toBe(403);
  });

  it('are kept per organization, edited whole, their secret shown once, and deleted', async () => {
    const receiver = await receivers.up();
    const { api, webhook, organizationId } = await setUp(receiver.url);
    const path = `/organization/${organizationId}/webhook/${webhook.id}`;
    const shown = expectStatus(await api.get(path), 200);
    expect(shown).not.toHaveProperty('target_secret');
    expect(shown.target_secret_set).toBe(true);
    const edited = expectStatus(
      await api.put(path, {
        target_url: 'https://hooks.example/ci',
        events: ['DEPLOYMENT_FAILED'],
        enabled: false,
      }),
      200,
    );
    expect(edited).toMatchObject({ target_url: 'https://hooks.example/ci', enabled: false, description: '' });
    expect(expectStatus(await api.get(`/organization/${organizationId}/webhook`), 200).results).toHaveLength(
      1,
    );
    const stranger = apiClient(t, (await t.createOrganization()).adminToken.value);
    expect((await stranger.get(path)).statusCode).toBe(404);
    expect((await api.delete(path)).statusCode).toBe(204);
    expect((await api.get(path)).statusCode).toBe(404);
  });
});
