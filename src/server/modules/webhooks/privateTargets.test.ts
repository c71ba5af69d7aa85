import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_RESPONSE_EXCERPT_LENGTH } from '../../../contract/webhooks';
import { apiClient, expectStatus } from '../../testing/api';
import { fixedLookup } from '../../testing/outbound';
import { type TestApp, testApp } from '../../testing/testApp';
import { startGitHubStandIn } from '../gitProviders/testing/standIns';
import { receiverPool } from '../../webhooks/testing/receiver';

// As the server runs by default: requests people configure may only go to public addresses.
const dns = fixedLookup({ 'hooks.example.com': ['93.184.215.14'], 'git.example.com': ['93.184.215.15'] });
let t: TestApp;
beforeAll(async () => {
  t = await testApp({
    config: { allowPrivateWebhookTargets: false, allowPrivateGitApiUrls: false },
    lookup: dns.lookup,
  });
});
afterAll(() => t.close());
const receivers = receiverPool();
afterEach(() => receivers.closeAll());

async function organization() {
  const org = await t.createOrganization();
  const admin = apiClient(t, org.adminToken.value);
  const reader = apiClient(t, (await t.createToken(org.id, 'READ')).value);
  return { id: org.id, admin, reader, webhooks: `/organization/${org.id}/webhook` };
}

const NON_PUBLIC = 'a loopback, private, link-local or otherwise non-public address';

describe('webhook targets', () => {
  it.each([
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['http://10.20.30.40/hook', '10.20.30.40'],
    ['http://192.168.1.5:8080/hook', '192.168.1.5'],
    ['http://[::1]:9000/hook', '::1'],
  ])('on %s are refused with a 400 naming target_url, on create and on edit', async (url, address) => {
    const { admin, webhooks } = await organization();
    const refused = await admin.post(webhooks, { target_url: url, events: ['DEPLOYMENT_STARTED'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status: 400,
      error: 'Bad Request',
      message: `body.target_url: must be a public address: ${address}, ${NON_PUBLIC}`,
    });

    const created = expectStatus(
      await admin.post(webhooks, {
        target_url: 'https://hooks.example.com/ci',
        events: ['DEPLOYMENT_STARTED'],
      }),
      201,
    );
    const edit = await admin.put(`${webhooks}/${created.id}`, {
      target_url: url,
      events: ['DEPLOYMENT_STARTED'],
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toMatch(/^body\.target_url: must be a public address/);
    expect(expectStatus(await admin.get(`${webhooks}/${created.id}`), 200).target_url).toBe(
      'https://hooks.example.com/ci',
    );
  });

  it('are checked again when each delivery resolves the name: one that now answers a private address is not called', async () => {
    const receiver = await receivers.up();
    const { admin, webhooks } = await organization();
    const webhook = expectStatus(
      await admin.post(webhooks, {
        target_url: `http://hooks.example.com:${receiver.port}/hooks/deployments`,
        events: ['DEPLOYMENT_STARTED'],
      }),
      201,
    );
    dns.table['hooks.example.com'] = ['127.0.0.1'];
    try {
      const delivery = expectStatus(await admin.post(`${webhooks}/${webhook.id}/test`, {}), 200);
      expect(delivery).toMatchObject({
        status: 'FAILED',
        target_response_status_code: null,
        target_response_body: null,
      });
      expect(delivery.attempts[0].error).toBe(
        `refused: hooks.example.com resolves to 127.0.0.1, ${NON_PUBLIC}`,
      );
      expect(receiver.received).toEqual([]);
    } finally {
      dns.table['hooks.example.com'] = ['93.184.215.14'];
    }
  });
});

describe('what a receiver answered', () => {
  it('is kept as a short excerpt of printable text, for the test event and in the delivery log alike', async () => {
    const receiver = await receivers.up();
    const local = await testApp({ config: { allowPrivateWebhookTargets: true } });
    try {
      const org = await local.createOrganization();
      const admin = apiClient(local, org.adminToken.value);
      const reader = apiClient(local, (await local.createToken(org.id, 'READ')).value);
      const webhooks = `/organization/${org.id}/webhook`;
      const webhook = expectStatus(
        await admin.post(webhooks, { target_url: receiver.url, events: ['DEPLOYMENT_STARTED'] }),
        201,
      );
      const internal = `{"AccessKeyId":"ASIAEXAMPLE",\n\t"SecretAccessKey":"${'k'.repeat(5000)}"}\u0000\u001b[31m`;
      receiver.answerNext({ status: 200, body: internal });

      const delivery = expectStatus(await admin.post(`${webhooks}/${webhook.id}/test`, {}), 200);
      const excerpt: string = delivery.target_response_body;
      expect([...excerpt]).toHaveLength(WEBHOOK_RESPONSE_EXCERPT_LENGTH);
      expect(excerpt.startsWith('{"AccessKeyId":"ASIAEXAMPLE", "SecretAccessKey":"kkk')).toBe(true);
      expect(excerpt.endsWith('…')).toBe(true);
      expect([...excerpt].some((character) => character.charCodeAt(0) < 0x20)).toBe(false);

      const log = expectStatus(await reader.get(`${webhooks}/${webhook.id}/event`), 200);
      expect(log.results[0].target_response_body).toBe(excerpt);
      expect(log.results[0].attempts[0].response_body).toBe(excerpt);
    } finally {
      await local.close();
    }
  });
});

describe('git API URLs', () => {
  it('on a private address are refused when a token is saved', async () => {
    const { id, admin } = await organization();
    const tokens = `/organization/${id}/gitToken`;
    const refused = await admin.post(tokens, {
      name: 'internal',
      type: 'GITLAB',
      token: 'glpat-x',
      git_api_url: 'http://127.0.0.1:8929/api/v4',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      `body.git_api_url: must be a public address: 127.0.0.1, ${NON_PUBLIC}`,
    );
    expectStatus(
      await admin.post(tokens, {
        name: 'self-hosted',
        type: 'GITLAB',
        token: 'glpat-x',
        git_api_url: 'https://git.example.com/api/v4',
      }),
      201,
    );
  });

  it('are checked again on each call: a name that now resolves to a private address is not called', async () => {
    const standIn = await startGitHubStandIn({
      token: 'ghp_good',
      repositories: [{ owner: 'acme', name: 'shop' }],
    });
    try {
      const { id, admin } = await organization();
      const port = new URL(standIn.apiUrl).port;
      const token = expectStatus(
        await admin.post(`/organization/${id}/gitToken`, {
          name: 'enterprise',
          type: 'GITHUB',
          token: 'ghp_good',
          git_api_url: `http://git.example.com:${port}/api/v3`,
        }),
        201,
      );
      dns.table['git.example.com'] = ['127.0.0.1'];
      const listing = await admin.get(`/organization/${id}/account/github/repository?gitTokenId=${token.id}`);
      expect(listing.statusCode).toBeGreaterThanOrEqual(400);
      expect(listing.json().message).toContain(`git.example.com resolves to 127.0.0.1, ${NON_PUBLIC}`);
      expect(standIn.requests).toEqual([]);
    } finally {
      dns.table['git.example.com'] = ['93.184.215.15'];
      await standIn.close();
    }
  });
});
