import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, type Response } from '../testing/api';
import { authHeaders } from '../testing/seed';
import { keepsAnswer } from './idempotency';
import { settle } from '../testing/deployments';
import { minimalRequests, servicesFixture, type ServicesFixture } from '../testing/services';
import { type TestApp, testApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** POSTs with a key, as a client that retries would send them, under /api or one of its aliases. */
function keyedPost(token: string, path: string, key: string, payload: unknown = {}, prefix = '/api') {
  return t.app.inject({
    method: 'POST',
    url: `${prefix}${path}`,
    headers: { ...authHeaders.token(token), 'idempotency-key': key },
    payload: payload as object,
  });
}

async function queueLength(fixture: ServicesFixture): Promise<number> {
  const queue = await fixture.api.get(`/environment/${fixture.environmentId}/deploymentQueue`);
  return expectStatus(queue, 200).results.length;
}

/** An application in a new environment whose queue holds nothing, and the token of its organization. */
async function application() {
  const fixture = await servicesFixture(t);
  const created = await fixture.api.post(
    `/environment/${fixture.environmentId}/application`,
    minimalRequests(fixture).application,
  );
  const token = (await t.createToken(fixture.organizationId, 'ADMIN')).value;
  const id: string = expectStatus(created, 201).id;
  return { fixture, token, id, deployPath: `/application/${id}/deploy` };
}

const expectReplayOf = (replayed: Response, first: Response) => {
  expect(replayed.statusCode).toBe(first.statusCode);
  expect(replayed.body).toBe(first.body);
  expect(replayed.headers['idempotent-replayed']).toBe('true');
  expect(first.headers['idempotent-replayed']).toBeUndefined();
};

describe('Idempotency-Key on POST', () => {
  it('queues one deployment for a deploy sent twice with one key, answering the first answer again', async () => {
    const { fixture, token, id, deployPath } = await application();
    const first = await keyedPost(token, deployPath, 'deploy-1');
    expectStatus(first, 202);
    // The same request under the alias prefix, naming the application in capitals.
    const retried = await keyedPost(
      token,
      `/application/${id.toUpperCase()}/deploy`,
      'deploy-1',
      {},
      '/api/v1',
    );
    expectReplayOf(retried, first);
    expect(await queueLength(fixture)).toBe(1);

    // Without a key, the same deploy is carried out again rather than answered from the key (it joins the deploy
    // still waiting, as any deploy of a service with one waiting does); once that one ran, it queues anew.
    const again = await fixture.api.post(deployPath);
    expectStatus(again, 202);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    await settle(t);
    expectStatus(await fixture.api.post(deployPath), 202);
    expect(await queueLength(fixture)).toBe(1);
  });

  it('creates one record for a create sent twice with one key, where a second create would be refused', async () => {
    const fixture = await servicesFixture(t);
    const token = (await t.createToken(fixture.organizationId, 'ADMIN')).value;
    const path = `/project/${fixture.projectId}/environment`;
    const body = { name: 'staging', mode: 'STAGING' };
    const first = await keyedPost(token, path, 'create-staging', body);
    expectStatus(first, 201);
    // Key order does not make another request.
    expectReplayOf(
      await keyedPost(token, path, 'create-staging', { mode: 'STAGING', name: 'staging' }),
      first,
    );
    const environments = expectStatus(await fixture.api.get(path), 200).results;
    expect(
      environments.filter((environment: { name: string }) => environment.name === 'staging'),
    ).toHaveLength(1);
    expectStatus(await fixture.api.post(path, body), 409);
  });

  it('takes a retry of an operation that reads no body for the same request, with a body or without', async () => {
    const { fixture, token, id } = await application();
    const redeploy = `/application/${id}/redeploy`;
    const first = await keyedPost(token, redeploy, 'redeploy-1', {});
    expectStatus(first, 202);
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api${redeploy}`,
      headers: { ...authHeaders.token(token), 'idempotency-key': 'redeploy-1' },
    });
    expectReplayOf(bare, first);
    expect(await queueLength(fixture)).toBe(1);
  });

  it('runs two requests sent at once with one key once, both answering the same', async () => {
    const { fixture, token, deployPath } = await application();
    const answers = await Promise.all([
      keyedPost(token, deployPath, 'at-once'),
      keyedPost(token, deployPath, 'at-once'),
      keyedPost(token, deployPath, 'at-once'),
    ]);
    for (const answer of answers) expect(answer.body).toBe(answers[0]?.body);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await queueLength(fixture)).toBe(1);
  });

  it('refuses a key sent again with another request (422), naming the header', async () => {
    const { fixture, token, deployPath } = await application();
    expectStatus(await keyedPost(token, deployPath, 'one-key', { git_commit_id: 'aaaaaaa' }), 202);
    const other = await keyedPost(token, deployPath, 'one-key', { git_commit_id: 'bbbbbbb' });
    expect(expectStatus(other, 422)).toEqual({
      status: 422,
      error: 'Unprocessable Entity',
      message:
        'Idempotency-Key: this key was sent with another request (method, path or body); use a new key for a new request',
    });
    const elsewhere = await keyedPost(token, `/project/${fixture.projectId}/environment`, 'one-key', {
      name: 'qa',
      mode: 'STAGING',
    });
    expectStatus(elsewhere, 422);
    expect(await queueLength(fixture)).toBe(1);
  });

  it("keeps each credential's keys apart: another token, or a person, with the same key runs anew", async () => {
    const { fixture, token, deployPath } = await application();
    const otherToken = (await t.createToken(fixture.organizationId, 'DEPLOY')).value;
    // Each deploy ends before the next is sent: one sent while another waits would join it.
    const first = await keyedPost(token, deployPath, 'shared-key');
    await settle(t);
    const second = await keyedPost(otherToken, deployPath, 'shared-key');
    await settle(t);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: await personOf(fixture.organizationId),
    });
    const bearer = expectStatus(signIn, 200).access_token as string;
    const third = await t.app.inject({
      method: 'POST',
      url: `/api${deployPath}`,
      headers: { ...authHeaders.bearer(bearer), 'idempotency-key': 'shared-key' },
      payload: {},
    });
    for (const answer of [first, second, third]) {
      expectStatus(answer, 202);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(new Set([first, second, third].map((answer) => answer.json().id)).size).toBe(3);
    expect(await queueLength(fixture)).toBe(1);
  });

  it('keeps nothing of a request that failed validation, so the key serves the corrected one', async () => {
    const fixture = await servicesFixture(t);
    const token = (await t.createToken(fixture.organizationId, 'ADMIN')).value;
    const path = `/project/${fixture.projectId}/environment`;
    const invalid = await keyedPost(token, path, 'fix-and-retry', { name: '', mode: 'STAGING' });
    expect(expectStatus(invalid, 400).message).toMatch(/^body\.name: /);
    expectStatus(await keyedPost(token, path, 'fix-and-retry', { name: 'fixed', mode: 'STAGING' }), 201);
  });

  it('answers a refusal of the operation itself (409) again, rather than running it again', async () => {
    const fixture = await servicesFixture(t);
    const token = (await t.createToken(fixture.organizationId, 'ADMIN')).value;
    const path = `/project/${fixture.projectId}/environment`;
    const taken = { name: 'production', mode: 'PRODUCTION' };
    const first = await keyedPost(token, path, 'taken-name', taken);
    expectStatus(first, 409);
    expectReplayOf(await keyedPost(token, path, 'taken-name', taken), first);
  });

  it('refuses a malformed key with a 400 naming the header, and runs nothing', async () => {
    const { fixture, token, deployPath } = await application();
    for (const key of ['x'.repeat(256), 'tab\there', 'caf\u00e9']) {
      const refused = await keyedPost(token, deployPath, key);
      expect(expectStatus(refused, 400)).toEqual({
        status: 400,
        error: 'Bad Request',
        message: 'headers.Idempotency-Key: must be 1 to 255 printable ASCII characters',
      });
    }
    expectStatus(await keyedPost(token, deployPath, 'k'.repeat(255)), 202);
    expect(await queueLength(fixture)).toBe(1);
  });

  it('lets browsers send the header and read whether an answer was replayed', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/organization',
      headers: {
        origin: 'https://console.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/idempotency-key/i);
    const cors = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { origin: 'https://console.example.com' },
    });
    expect(String(cors.headers['access-control-expose-headers'])).toContain('Idempotent-Replayed');
  });
});

describe('what a key keeps', () => {
  it('keeps answers the operation gave by running, and nothing of faults or of refusals before it ran', () => {
    const kept = [200, 201, 202, 204, 404, 409, 422].filter(keepsAnswer);
    expect(kept).toEqual([200, 201, 202, 204, 404, 409, 422]);
    expect([400, 401, 403, 429, 500, 502, 503].filter(keepsAnswer)).toEqual([]);
  });
});

/** The sign-in of a new ADMIN person of the organization. */
async function personOf(organizationId: string) {
  const person = await t.createPerson([{ organizationId, role: 'ADMIN' }]);
  return { email: person.email, password: person.password };
}
