import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { retryDelay, shouldRetry } from './retry';

const error = (status: number, retryAfterSeconds?: number) =>
  new ApiError({ status, error: '', message: '', baseUrl: '', retryAfterSeconds });

describe('retry policy', () => {
  it('never retries client errors', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(shouldRetry(0, error(status))).toBe(false);
  });

  it('retries server and network failures a few times', () => {
    expect(shouldRetry(0, error(503))).toBe(true);
    expect(shouldRetry(0, error(0))).toBe(true);
    expect(shouldRetry(3, error(503))).toBe(false);
  });

  it('retries a 429 once, after its reset', () => {
    expect(shouldRetry(0, error(429, 30))).toBe(true);
    expect(retryDelay(0, error(429, 30))).toBe(31_000);
    expect(shouldRetry(1, error(429, 30))).toBe(false);
    // An hour away: the person decides, with the notice saying how long.
    expect(shouldRetry(0, error(429, 3600))).toBe(false);
  });
});
