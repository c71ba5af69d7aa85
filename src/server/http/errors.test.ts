import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../testing/seed';
import { type TestApp, testApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function projectsUrlAndHeaders() {
  const org = await t.createOrganization();
  return { url: `/api/organization/${org.id}/project`, headers: authHeaders.token(org.adminToken.value) };
}

describe('error bodies', () => {
  it('answers 404 with the error body for unknown routes, in and out of /api', async () => {
    for (const url of ['/api/nothing-here', '/api/v1/nothing-here', '/nothing-here.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, error: 'Not Found', message: `No route GET ${url}` });
    }
    const wrongMethod = await t.app.inject({ method: 'PUT', url: '/api/organization' });
    expect(wrongMethod.statusCode).toBe(404);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const { url, headers } = await projectsUrlAndHeaders();
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': contentType },
        payload: 'name=web',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ status: 415, error: 'Unsupported Media Type' });
    }
  });

  it('answers 400 for invalid JSON', async () => {
    const { url, headers } = await projectsUrlAndHeaders();
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      error: 'Bad Request',
      message: 'body: is not valid JSON',
    });
  });

  it('answers 400 naming each field at fault', async () => {
    const { url, headers } = await projectsUrlAndHeaders();
    const cases: [unknown, string][] = [
      [{}, 'body.name: is required'],
      [{ name: '   ' }, 'body.name: is required'],
      [{ name: 42 }, 'body.name: must be a string'],
      [{ name: 'ok', description: 'x'.repeat(256) }, 'body.description: must be at most 255 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url, headers, payload: payload as object });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, error: 'Bad Request', message });
    }
    const missingBody = await t.app.inject({ method: 'POST', url, headers });
    expect(missingBody.json().message).toBe('body: is required');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'nope' },
    });
    expect(signIn.json().message).toBe('body.email: must be an email address; body.password: is required');
    const badId = await t.app.inject({ method: 'GET', url: '/api/project/not-a-uuid', headers });
    expect(badId.json().message).toBe('params.projectId: must be a UUID');
  });

  it('answers 500 with a generic message and no internals', async () => {
    const logLines: string[] = [];
    const failing = await testApp({
      rateLimitStore: { hit: () => Promise.reject(new Error('counter store is down at 10.0.0.7')) },
      logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } },
    });
    try {
      const response = await failing.app.inject({ method: 'GET', url: '/api/organization' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        status: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side; the error was logged',
      });
      expect(response.body).not.toContain('10.0.0.7');
      expect(response.headers['x-request-id']).toBeTruthy();
      // ...but the operators see what happened.
      expect(logLines.join('\n')).toContain('counter store is down at 10.0.0.7');
    } finally {
      await failing.close();
    }
  });

  it('puts X-Request-Id on every response', async () => {
    const { url, headers } = await projectsUrlAndHeaders();
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url, headers }),
      t.app.inject({ method: 'GET', url: '/api/nothing' }),
      t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
      t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }),
      t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://elsewhere.example.com', 'access-control-request-method': 'POST' },
      }),
    ]);
    const ids = responses.map((response) => response.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
