import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints, projectEndpoints } from '../../../contract';
import { apiError, mockApi, type MockResponse } from '../../test/mockApi';
import { sessionStore } from '../session/sessionStore';
import { call } from './client';

const BASE = `${window.location.origin}/api`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const created = { body: { id: 'p1', name: 'web' } };
const createWeb = () =>
  call(projectEndpoints.create, { params: { organizationId: 'o1' }, body: { name: 'web' } });

/** Answers each request in turn with the next of `answers`; a thrown TypeError is a lost connection. */
function answersInTurn(...answers: (MockResponse | 'lost')[]) {
  const api = mockApi();
  const sent = api.fetch.getMockImplementation();
  let turn = 0;
  api.fetch.mockImplementation(async (input, init) => {
    const answer = answers[Math.min(turn, answers.length - 1)];
    turn += 1;
    if (answer === 'lost') {
      await sent?.(input, init);
      throw new TypeError('Failed to fetch');
    }
    api.on(projectEndpoints.create, answer ?? created);
    return (await sent?.(input, init)) as Response;
  });
  return api;
}

const keysSent = (api: ReturnType<typeof mockApi>) =>
  api.sent(projectEndpoints.create).map((request) => request.headers.get('Idempotency-Key'));

describe('Idempotency-Key on the POSTs the console sends', () => {
  beforeEach(() => {
    sessionStore.signIn(BASE, { kind: 'token', token: 'tok-1' });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('sends a new key with each call, and none with other methods', async () => {
    const api = mockApi().on(projectEndpoints.create, created).on(projectEndpoints.get, created);
    await createWeb();
    await createWeb();
    await call(projectEndpoints.get, { params: { projectId: 'p1' } });
    const [first, second] = keysSent(api);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(api.sent(projectEndpoints.get)[0]?.headers.get('Idempotency-Key')).toBeNull();
  });

  it('sends a POST whose answer was lost again with the same key, until it is answered', async () => {
    const api = answersInTurn('lost', apiError(503, 'Service Unavailable'), created);
    const answer = createWeb();
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toEqual(created.body);
    const keys = keysSent(api);
    expect(keys).toHaveLength(3);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(keys[0]).toMatch(UUID);
  });

  it('gives up after two resends, and each call keeps a key of its own across its resends', async () => {
    const api = answersInTurn('lost');
    const first = createWeb().catch((error: unknown) => error);
    const second = createWeb().catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    await expect(first).resolves.toMatchObject({ status: 0 });
    await expect(second).resolves.toMatchObject({ status: 0 });
    const keys = keysSent(api);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(2);
  });

  it('sends the key it is given', async () => {
    const api = mockApi().on(projectEndpoints.create, created);
    await call(projectEndpoints.create, {
      params: { organizationId: 'o1' },
      body: { name: 'web' },
      idempotencyKey: 'create-web-1',
    });
    expect(keysSent(api)).toEqual(['create-web-1']);
  });

  it('does not send again what was answered, nor what went without credentials', async () => {
    const api = answersInTurn(apiError(409, 'body.name: is taken'), apiError(500, 'fault'));
    await expect(createWeb()).rejects.toMatchObject({ status: 409 });
    await expect(createWeb()).rejects.toMatchObject({ status: 500 });
    expect(keysSent(api)).toHaveLength(2);

    const signIn = mockApi();
    signIn.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(
      call(authEndpoints.signIn, { credential: null, body: { email: 'a@b.c', password: 'pw' } }),
    ).rejects.toMatchObject({ status: 0 });
    expect(signIn.fetch).toHaveBeenCalledTimes(1);
  });
});
