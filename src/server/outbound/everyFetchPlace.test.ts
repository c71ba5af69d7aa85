import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectStatus } from '../testing/api';
import { type CountingListener, countingListener } from '../testing/countingListener';
import { loopbackForms, namesOfLoopback } from '../testing/loopbackForms';
import { fixedLookup } from '../testing/outbound';
import { type TestApp, testApp } from '../testing/testApp';

// Every place the server fetches a URL someone configured, as an attacker configures it: each loopback form and
// each name resolving to loopback, refused when saved and again when the server connects (a URL saved while a
// setting allowed it, or a name whose zone changed since). The Terraform parse has its own tests
// (modules/gitRepositories/parseTargets.test.ts). A listener on loopback counts the connections made.

const dns = fixedLookup(namesOfLoopback);
/** As the server runs by default: public addresses only. */
let strict: TestApp;
/** Private addresses allowed, as in development: where the URLs below were saved. */
let relaxed: TestApp;
let target: CountingListener;

beforeAll(async () => {
  target = await countingListener();
  strict = await testApp({
    config: { allowPrivateGitApiUrls: false, allowPrivateWebhookTargets: false },
    lookup: dns.lookup,
  });
  relaxed = await testApp({ lookup: dns.lookup });
});
afterAll(async () => {
  await Promise.all([strict.close(), relaxed.close(), target.close()]);
});

/** Every loopback target, written in the URL or resolved from a name. */
const loopbackHosts = () => [
  ...loopbackForms(target.port),
  ...Object.keys(namesOfLoopback).map((name): [string, string] => [name, `${name}:${target.port}`]),
];

/** One organization, with an admin client on each app (they share the database). */
async function organization() {
  const org = await relaxed.createOrganization();
  return {
    id: org.id,
    saved: apiClient(relaxed, org.adminToken.value),
    api: apiClient(strict, org.adminToken.value),
  };
}

describe('git provider APIs (repository and branch listings)', () => {
  it('refuse a loopback git_api_url when the token is saved', async () => {
    const { id, api } = await organization();
    for (const [form, host] of loopbackHosts()) {
      const refused = await api.post(`/organization/${id}/gitToken`, {
        name: `token-${form}`,
        type: 'GITHUB',
        token: 'ghp_x',
        git_api_url: `http://${host}/api/v3`,
      });
      expect(refused.statusCode, form).toBe(400);
      expect(refused.json().message, form).toMatch(/^body\.git_api_url: must be a public address: /);
    }
    expect(target.connections).toBe(0);
  });

  it('refuse it again when they connect: a token saved with a loopback URL is never sent there', async () => {
    const { id, saved, api } = await organization();
    for (const [form, host] of loopbackHosts()) {
      const token = expectStatus(
        await saved.post(`/organization/${id}/gitToken`, {
          name: `token-${form}`,
          type: 'GITHUB',
          token: 'ghp_organization_secret',
          git_api_url: `http://${host}/api/v3`,
        }),
        201,
      );
      const account = `/organization/${id}/account/github/repository`;
      for (const listing of [
        `${account}?gitTokenId=${token.id}`,
        `${account}/branch?gitTokenId=${token.id}&name=acme/shop`,
      ]) {
        const refused = await api.get(listing);
        expect(refused.statusCode, `${form}: ${listing}`).toBe(502);
        expect(refused.json().message, form).toMatch(/^GitHub at http:\/\/\S+ may not be called: /);
      }
    }
    expect(target.connections).toBe(0);
  });
});

describe('webhooks', () => {
  it('refuse a loopback target_url when saved', async () => {
    const { id, api } = await organization();
    for (const [form, host] of loopbackHosts()) {
      const refused = await api.post(`/organization/${id}/webhook`, {
        target_url: `https://${host}/hooks`,
        events: ['DEPLOYMENT_STARTED'],
      });
      expect(refused.statusCode, form).toBe(400);
      expect(refused.json().message, form).toMatch(/^body\.target_url: must be a public address: /);
    }
    expect(target.connections).toBe(0);
  });

  it('refuse it again when they deliver: a webhook saved with a loopback target is never called', async () => {
    const { id, saved, api } = await organization();
    for (const [form, host] of loopbackHosts()) {
      const webhook = expectStatus(
        await saved.post(`/organization/${id}/webhook`, {
          target_url: `http://${host}/hooks`,
          events: ['DEPLOYMENT_STARTED'],
        }),
        201,
      );
      const delivery = expectStatus(
        await api.post(`/organization/${id}/webhook/${webhook.id}/test`, {}),
        200,
      );
      expect(delivery.status, form).toBe('FAILED');
      expect(delivery.attempts[0].error, form).toMatch(/^refused: /);
    }
    expect(target.connections).toBe(0);
  });
});

describe('URLs the server stores and never fetches', () => {
  it('helm repositories, container registries and logos are not connected to', async () => {
    const { id, api } = await organization();
    const url = `https://127.0.0.1:${target.port}/charts`;
    const credentials = { username: 'robot', password: 'registry-secret' };
    expectStatus(
      await api.post(`/organization/${id}/helmRepository`, {
        name: 'charts',
        kind: 'HTTPS',
        url,
        config: credentials,
      }),
      201,
    );
    expectStatus(
      await api.post(`/organization/${id}/containerRegistry`, {
        name: 'images',
        kind: 'GENERIC_CR',
        url,
        config: credentials,
      }),
      201,
    );
    expectStatus(
      await api.put(`/organization/${id}`, {
        name: 'Renamed',
        logo_url: url,
        icon_url: url,
        website_url: url,
      }),
      200,
    );
    expectStatus(await api.get(`/organization/${id}/helmRepository`), 200);
    expectStatus(await api.get(`/organization/${id}/containerRegistry`), 200);
    expect(target.connections).toBe(0);
  });
});
