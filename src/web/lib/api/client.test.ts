import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints, projectEndpoints } from '../../../contract';
import { apiError, mockApi } from '../../test/mockApi';
import { sessionStore } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { call } from './client';
import { rateBudget } from './rateBudget';

const BASE = `${window.location.origin}/api`;

describe('call', () => {
  afterEach(() => vi.useRealTimers());

  it('fills path parameters (encoded) and the query from the descriptor, under the session base URL', async () => {
    const api = mockApi().on(projectEndpoints.list, { body: { results: [] } });
    await call(projectEndpoints.list, {
      params: { organizationId: 'a b/c' },
      query: { page: 2, page_size: 10 },
    });
    expect(api.requests[0]?.url.toString()).toBe(
      `${BASE}/organization/a%20b%2Fc/project?page=2&page_size=10`,
    );
  });

  it('sends the session credential: API tokens as Token, bearer sessions as Bearer', async () => {
    const api = mockApi().on(authEndpoints.whoAmI, { body: {} });
    sessionStore.signIn(BASE, { kind: 'token', token: 'tok-1' });
    await call(authEndpoints.whoAmI);
    sessionStore.signIn(BASE, {
      kind: 'jwt',
      token: 'jwt-1',
      issuedAt: Date.now(),
      expiresAt: Date.now() + 60_000,
    });
    await call(authEndpoints.whoAmI);
    expect(api.requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Token tok-1',
      'Bearer jwt-1',
    ]);
  });

  it('sends no credential when told so, to another base URL, with a JSON body', async () => {
    const other = 'https://api.example.com/v1';
    const api = mockApi(other).on(authEndpoints.signIn, { body: { access_token: 'x' } });
    sessionStore.signIn(BASE, { kind: 'token', token: 'tok-1' });
    await call(authEndpoints.signIn, {
      baseUrl: `${other}/`,
      credential: null,
      body: { email: 'a@b.c', password: 'pw' },
    });
    const [request] = api.requests;
    expect(request?.url.toString()).toBe(`${other}/auth/signin`);
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ email: 'a@b.c', password: 'pw' });
  });

  it('resolves 204 answers with undefined', async () => {
    mockApi().on(projectEndpoints.delete, { status: 204 });
    await expect(call(projectEndpoints.delete, { params: { projectId: 'p1' } })).resolves.toBeUndefined();
  });

  it('throws an ApiError carrying status, message, request id and the field a 400 names', async () => {
    mockApi().on(projectEndpoints.create, {
      ...apiError(400, 'body.name: is required'),
      headers: { 'X-Request-Id': 'req-42' },
    });
    const error = await call(projectEndpoints.create, {
      params: { organizationId: 'o1' },
      body: { name: '' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      error: 'Bad Request',
      message: 'body.name: is required',
      requestId: 'req-42',
      field: 'name',
      fieldMessage: 'is required',
    });
  });

  it('reads how long to wait from Retry-After, or else from X-RateLimit-Reset', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z'), toFake: ['Date'] });
    const resetAt = Date.now() / 1000 + 42;
    const api = mockApi()
      .on(authEndpoints.whoAmI, apiError(429, 'Rate limit exceeded', { 'Retry-After': '17' }))
      .on(
        projectEndpoints.get,
        apiError(429, 'Rate limit exceeded', { 'X-RateLimit-Reset': String(resetAt) }),
      );
    await expect(call(authEndpoints.whoAmI)).rejects.toMatchObject({ status: 429, retryAfterSeconds: 17 });
    await expect(call(projectEndpoints.get, { params: { projectId: 'p' } })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });
    expect(api.requests).toHaveLength(2);
  });

  it('turns an unreachable server into a network ApiError naming the address', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await call(authEndpoints.whoAmI, { baseUrl: 'http://nowhere.test/api' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 0, isNetworkError: true, baseUrl: 'http://nowhere.test/api' });
    expect((error as ApiError).message).toContain('http://nowhere.test/api');
  });

  it('explains a non-API answer (an HTML 404) by the address', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 404 })));
    await expect(call(authEndpoints.whoAmI)).rejects.toMatchObject({
      status: 404,
      message: `No platform API answers at ${BASE}.`,
    });
  });

  it('records the rate budget the answers report', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z'), toFake: ['Date'] });
    const reset = Math.floor(Date.now() / 1000) + 600;
    mockApi().on(authEndpoints.whoAmI, {
      body: {},
      headers: {
        'X-RateLimit-Limit': '1000',
        'X-RateLimit-Remaining': '37',
        'X-RateLimit-Reset': String(reset),
      },
    });
    await call(authEndpoints.whoAmI);
    expect(rateBudget.get()).toEqual({ limit: 1000, remaining: 37, resetAt: reset * 1000 });
  });
});
