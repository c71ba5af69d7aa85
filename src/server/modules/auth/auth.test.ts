import { decodeJwt } from 'jose';
import { builtInRoleIds } from '../../../contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../../testing/seed';
import { type TestApp, testApp, testConfig } from '../../testing/testApp';
import { hashPassword, verifyPassword } from './passwords';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });

describe('sign-in', () => {
  it('answers a bearer JWT (HS256; sub, iat, exp, jti) for the right password', async () => {
    const org = await t.createOrganization();
    const response = await signIn(org.admin.email.toUpperCase(), org.admin.password);
    expect(response.statusCode).toBe(200);
    const session = response.json();
    const now = t.clock.now().getTime();
    expect(session).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: testConfig.sessionTtlSeconds,
      expires_at: new Date(now + testConfig.sessionTtlSeconds * 1000).toISOString(),
    });
    const claims = decodeJwt(session.access_token);
    expect(claims).toEqual({
      sub: org.admin.userId,
      iat: now / 1000,
      exp: now / 1000 + testConfig.sessionTtlSeconds,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('answers 401 with the error body for a wrong password or an unknown email', async () => {
    const org = await t.createOrganization();
    for (const [email, password] of [
      [org.admin.email, 'wrong password'],
      ['nobody@example.com', org.admin.password],
    ] as const) {
      const response = await signIn(email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 401,
        error: 'Unauthorized',
        message: 'Wrong email or password',
      });
    }
  });

  it('ignores stale credentials sent along', async () => {
    const org = await t.createOrganization();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: authHeaders.bearer('expired.or.garbage'),
      payload: { email: org.admin.email, password: org.admin.password },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('refresh', () => {
  it('exchanges a valid bearer token for a fresh one', async () => {
    const org = await t.createOrganization();
    const first = (await signIn(org.admin.email, org.admin.password)).json();
    t.clock.advance(10 * 60 * 1000);
    // Some clients label even an empty body as JSON.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...authHeaders.bearer(first.access_token), 'content-type': 'application/json' },
    });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json();
    expect(second.access_token).not.toBe(first.access_token);
    expect(Date.parse(second.expires_at)).toBeGreaterThan(Date.parse(first.expires_at));

    // The old one expires on time; the new one outlives it.
    t.clock.advance(6 * 60 * 1000);
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeaders.bearer(token) });
    expect((await me(first.access_token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(200);
  });

  it('refuses API tokens, which have no session, and missing credentials', async () => {
    const org = await t.createOrganization();
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: authHeaders.token(org.adminToken.value),
    });
    expect(withToken.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('who am I', () => {
  it("tells a person's identity, scope and role in each organization", async () => {
    const first = await t.createOrganization();
    const second = await t.createOrganization();
    const person = await t.createPerson([
      { organizationId: first.id, role: 'DEVELOPER' },
      { organizationId: second.id, role: 'VIEWER' },
    ]);
    const session = (await signIn(person.email, person.password)).json();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authHeaders.bearer(session.access_token),
    });
    expect(response.json()).toEqual({
      kind: 'user',
      id: person.userId,
      name: person.name,
      email: person.email,
      organizations: expect.arrayContaining([
        {
          id: first.id,
          name: first.name,
          scope: 'WRITE',
          role_id: builtInRoleIds.DEVELOPER,
          role_name: 'DEVELOPER',
        },
        {
          id: second.id,
          name: second.name,
          scope: 'READ',
          role_id: builtInRoleIds.VIEWER,
          role_name: 'VIEWER',
        },
      ]),
    });
    expect(response.json().organizations).toHaveLength(2);
  });

  it("tells an API token's organization and scope", async () => {
    const org = await t.createOrganization();
    const token = await t.createToken(org.id, 'DEPLOY', { name: 'release-bot' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authHeaders.token(token.value),
    });
    expect(response.json()).toEqual({
      kind: 'api_token',
      id: token.id,
      name: 'release-bot',
      email: null,
      organizations: [
        { id: org.id, name: org.name, scope: 'DEPLOY', role_id: builtInRoleIds.ADMIN, role_name: 'ADMIN' },
      ],
    });
  });
});

describe('passwords', () => {
  it('are hashed with scrypt and a salt of their own', async () => {
    const random = (size: number) => Buffer.alloc(size, 7);
    const hash = await hashPassword('correct horse', random);
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('Correct horse', hash)).toBe(false);
    expect(await hashPassword('correct horse', (size) => Buffer.alloc(size, 8))).not.toBe(hash);
  });
});
