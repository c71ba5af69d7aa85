import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../testing/seed';
import { type TestApp, testApp, testConfig } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function getOrganization(organizationId: string, authorization?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/organization/${organizationId}`,
    headers: authorization === undefined ? {} : { authorization },
  });
}

function expect401(response: Awaited<ReturnType<typeof getOrganization>>, message: RegExp) {
  expect(response.statusCode).toBe(401);
  const body = response.json();
  expect(body).toEqual({ status: 401, error: 'Unauthorized', message: expect.stringMatching(message) });
}

describe('credentials', () => {
  it('answers 401 without an Authorization header', async () => {
    const org = await t.createOrganization();
    expect401(await getOrganization(org.id), /Missing credentials/);
  });

  it('answers 401 for a malformed Authorization header', async () => {
    const org = await t.createOrganization();
    for (const header of [org.adminToken.value, `Basic ${org.adminToken.value}`, 'Token', 'Token a b']) {
      expect401(await getOrganization(org.id, header), /Malformed Authorization header/);
    }
  });

  it('answers 401 for an unknown API token', async () => {
    const org = await t.createOrganization();
    expect401(await getOrganization(org.id, 'Token plt_not-a-token-anyone-has'), /Unknown or revoked/);
  });

  it('answers 401 for a revoked API token', async () => {
    const org = await t.createOrganization();
    const token = await t.createToken(org.id, 'READ');
    expect((await getOrganization(org.id, `Token ${token.value}`)).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/organization/${org.id}/apiToken/${token.id}`,
      headers: authHeaders.token(org.adminToken.value),
    });
    expect(revoke.statusCode).toBe(204);
    expect401(await getOrganization(org.id, `Token ${token.value}`), /Unknown or revoked/);
  });

  it('answers 401 for an expired API token', async () => {
    const org = await t.createOrganization();
    const token = await t.createToken(org.id, 'READ', { expiresInDays: 1 });
    expect((await getOrganization(org.id, `Token ${token.value}`)).statusCode).toBe(200);
    t.clock.advance(DAY_MS + 1);
    expect401(await getOrganization(org.id, `Token ${token.value}`), /expired/);
  });

  it('answers 401 for an expired, garbage or foreign-signed bearer token', async () => {
    const org = await t.createOrganization();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: org.admin.email, password: org.admin.password },
    });
    const jwt = signIn.json().access_token as string;
    expect((await getOrganization(org.id, `Bearer ${jwt}`)).statusCode).toBe(200);

    expect401(await getOrganization(org.id, 'Bearer not.a.jwt'), /Invalid or expired bearer token/);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(org.admin.userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .setJti('forged')
      .sign(new TextEncoder().encode(`${testConfig.jwtSecret}-but-another-one`));
    expect401(await getOrganization(org.id, `Bearer ${forged}`), /Invalid or expired bearer token/);

    t.clock.advance((testConfig.sessionTtlSeconds + 1) * 1000);
    expect401(await getOrganization(org.id, `Bearer ${jwt}`), /Invalid or expired bearer token/);
  });
});

describe('permissions', () => {
  it('answers 403 when a READ token creates a project, and lets WRITE do it', async () => {
    const org = await t.createOrganization();
    const url = `/api/organization/${org.id}/project`;
    const read = await t.createToken(org.id, 'READ');
    const refused = await t.app.inject({
      method: 'POST',
      url,
      headers: authHeaders.token(read.value),
      payload: { name: 'not-allowed' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: 403,
      error: 'Forbidden',
      message: 'This operation needs the WRITE scope; these credentials hold READ',
    });
    // The permission check comes before body validation: nothing about the body leaks to the unauthorized.
    const refusedInvalid = await t.app.inject({
      method: 'POST',
      url,
      headers: authHeaders.token(read.value),
      payload: {},
    });
    expect(refusedInvalid.statusCode).toBe(403);

    const write = await t.createToken(org.id, 'WRITE');
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers: authHeaders.token(write.value),
      payload: { name: 'allowed' },
    });
    expect(created.statusCode).toBe(200);
  });

  it('orders scopes READ < DEPLOY < WRITE < ADMIN', async () => {
    const org = await t.createOrganization();
    const expectations = {
      READ: [200, 403, 403],
      DEPLOY: [200, 403, 403],
      WRITE: [200, 200, 403],
      ADMIN: [200, 200, 200],
    };
    for (const [scope, [read, write, admin]] of Object.entries(expectations)) {
      const token = await t.createToken(org.id, scope as keyof typeof expectations);
      const headers = authHeaders.token(token.value);
      const list = await t.app.inject({ method: 'GET', url: `/api/organization/${org.id}/project`, headers });
      const create = await t.app.inject({
        method: 'POST',
        url: `/api/organization/${org.id}/project`,
        headers,
        payload: { name: t.unique(scope) },
      });
      const tokens = await t.app.inject({
        method: 'GET',
        url: `/api/organization/${org.id}/apiToken`,
        headers,
      });
      expect([scope, list.statusCode, create.statusCode, tokens.statusCode]).toEqual([
        scope,
        read,
        write,
        admin,
      ]);
    }
  });

  it("answers 404 for another organization's records, as if they did not exist", async () => {
    const mine = await t.createOrganization();
    const theirs = await t.createOrganization();
    const theirProject = await t.app.inject({
      method: 'POST',
      url: `/api/organization/${theirs.id}/project`,
      headers: authHeaders.token(theirs.adminToken.value),
      payload: { name: 'secret-project' },
    });
    const headers = authHeaders.token(mine.adminToken.value);
    const organization = await t.app.inject({
      method: 'GET',
      url: `/api/organization/${theirs.id}`,
      headers,
    });
    expect(organization.statusCode).toBe(404);
    const project = await t.app.inject({
      method: 'GET',
      url: `/api/project/${theirProject.json().id}`,
      headers,
    });
    expect(project.statusCode).toBe(404);
    expect(project.json().message).toBe(`Project ${theirProject.json().id} not found`);
  });

  it('gives people the scope of their role in each organization', async () => {
    const org = await t.createOrganization();
    const viewer = await t.createPerson([{ organizationId: org.id, role: 'VIEWER' }]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: viewer.email, password: viewer.password },
    });
    const headers = authHeaders.bearer(signIn.json().access_token);
    const list = await t.app.inject({ method: 'GET', url: `/api/organization/${org.id}/project`, headers });
    expect(list.statusCode).toBe(200);
    const create = await t.app.inject({
      method: 'POST',
      url: `/api/organization/${org.id}/project`,
      headers,
      payload: { name: 'viewer-made' },
    });
    expect(create.statusCode).toBe(403);
  });
});
