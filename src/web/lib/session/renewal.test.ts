import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../contract';
import { ApiError } from '../api/ApiError';
import { startSessionRenewal } from './renewal';
import { sessionStore } from './sessionStore';

const LIFE_MS = 60 * 60_000;
const session = (token: string): Session => ({
  access_token: token,
  token_type: 'Bearer',
  expires_in: LIFE_MS / 1000,
  expires_at: new Date(Date.now() + LIFE_MS).toISOString(),
});

describe('session renewal', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    sessionStore.signIn('http://x/api', {
      kind: 'jwt',
      token: 'first',
      issuedAt: Date.now(),
      expiresAt: Date.now() + LIFE_MS,
    });
  });
  afterEach(() => stop());

  it('renews at three quarters of the token life and keeps following the new token', async () => {
    const refresh = vi.fn().mockResolvedValueOnce(session('second')).mockResolvedValueOnce(session('third'));
    stop = startSessionRenewal(sessionStore, refresh);

    await vi.advanceTimersByTimeAsync(LIFE_MS * 0.75 - 1000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().credential?.token).toBe('second');

    await vi.advanceTimersByTimeAsync(LIFE_MS * 0.75);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(sessionStore.get().credential?.token).toBe('third');
  });

  it('ends the session as expired when the server refuses to renew', async () => {
    const refresh = vi
      .fn()
      .mockRejectedValue(
        new ApiError({ status: 401, error: 'Unauthorized', message: 'expired', baseUrl: '' }),
      );
    stop = startSessionRenewal(sessionStore, refresh);
    await vi.advanceTimersByTimeAsync(LIFE_MS * 0.75);
    expect(sessionStore.get()).toMatchObject({ credential: null, ended: 'expired' });
  });

  it('retries after a passing failure, and ends the session if the token expires first', async () => {
    const refresh = vi
      .fn()
      .mockRejectedValue(new ApiError({ status: 0, error: 'Network Error', message: 'down', baseUrl: '' }));
    stop = startSessionRenewal(sessionStore, refresh);
    await vi.advanceTimersByTimeAsync(LIFE_MS * 0.75 + 30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(sessionStore.get().credential).not.toBeNull();
    await vi.advanceTimersByTimeAsync(LIFE_MS * 0.25);
    expect(sessionStore.get()).toMatchObject({ credential: null, ended: 'expired' });
  });

  it('leaves API tokens alone', async () => {
    sessionStore.signIn('http://x/api', { kind: 'token', token: 'tok' });
    const refresh = vi.fn();
    stop = startSessionRenewal(sessionStore, refresh);
    await vi.advanceTimersByTimeAsync(LIFE_MS * 2);
    expect(refresh).not.toHaveBeenCalled();
  });
});
