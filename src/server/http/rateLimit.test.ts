import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../testing/seed';
import { type TestApp, testApp } from '../testing/testApp';
import { MemoryRateLimitStore, RATE_LIMIT_WINDOW_MS } from './rateLimit';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({
    config: { rateLimitPerHour: 3, sessionRateLimitPerHour: 5, anonymousRateLimitPerHour: 2 },
  });
});
afterAll(() => t.close());

const listOrganizations = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/organization', headers });

describe('rate limit', () => {
  it('answers 429 with the error body and Retry-After past the limit', async () => {
    const org = await t.createOrganization();
    const headers = authHeaders.token(org.adminToken.value);
    const now = Math.floor(t.clock.now().getTime() / 1000);

    for (const remaining of [2, 1, 0]) {
      const response = await listOrganizations(headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBe('3');
      expect(response.headers['x-ratelimit-remaining']).toBe(String(remaining));
      // A Unix timestamp in seconds: the end of the hour-long window.
      expect(response.headers['x-ratelimit-reset']).toBe(String(now + 3600));
    }

    const refused = await listOrganizations(headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');

    t.clock.advance(RATE_LIMIT_WINDOW_MS);
    const nextWindow = await listOrganizations(headers);
    expect(nextWindow.statusCode).toBe(200);
    expect(nextWindow.headers['x-ratelimit-remaining']).toBe('2');
  });

  it("counts each token on its own: one token's use never counts against another", async () => {
    const org = await t.createOrganization();
    const first = await t.createToken(org.id, 'READ');
    const second = await t.createToken(org.id, 'READ');
    for (let i = 0; i < 3; i += 1) await listOrganizations(authHeaders.token(first.value));
    expect((await listOrganizations(authHeaders.token(first.value))).statusCode).toBe(429);

    const other = await listOrganizations(authHeaders.token(second.value));
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-remaining']).toBe('2');
  });

  it('gives signed-in people their own budget', async () => {
    const org = await t.createOrganization();
    const person = await t.createPerson([{ organizationId: org.id, role: 'ADMIN' }]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: person.email, password: person.password },
      remoteAddress: '192.0.2.44',
    });
    // Signing in sends no credentials: it spends the address's budget.
    expect(signIn.headers['x-ratelimit-limit']).toBe('2');
    const headers = authHeaders.bearer(signIn.json().access_token);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers,
      remoteAddress: '192.0.2.44',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ratelimit-limit']).toBe('5');
    expect(response.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('limits requests without valid credentials by address, sign-in included', async () => {
    const isolated = await testApp({ config: { anonymousRateLimitPerHour: 2 } });
    try {
      const attempt = () =>
        isolated.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: 'someone@example.com', password: 'guess' },
          remoteAddress: '203.0.113.9',
        });
      expect((await attempt()).statusCode).toBe(401);
      const second = await attempt();
      expect(second.statusCode).toBe(401);
      expect(second.headers['x-ratelimit-limit']).toBe('2');
      expect((await attempt()).statusCode).toBe(429);
      // Another address is not affected.
      const elsewhere = await isolated.app.inject({
        method: 'GET',
        url: '/api/organization',
        remoteAddress: '198.51.100.1',
      });
      expect(elsewhere.statusCode).toBe(401);
      expect(elsewhere.headers['x-ratelimit-remaining']).toBe('1');
    } finally {
      await isolated.close();
    }
  });
});

describe('MemoryRateLimitStore', () => {
  it('counts per key in fixed windows', async () => {
    const store = new MemoryRateLimitStore();
    expect(await store.hit('a', 1000, 100)).toEqual({ count: 1, resetAt: 1100 });
    expect(await store.hit('a', 1050, 100)).toEqual({ count: 2, resetAt: 1100 });
    expect(await store.hit('b', 1050, 100)).toEqual({ count: 1, resetAt: 1150 });
    expect(await store.hit('a', 1100, 100)).toEqual({ count: 1, resetAt: 1200 });
  });
});
