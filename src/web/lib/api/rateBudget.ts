import { createStore } from '../store';

/** What the last answer said about the request budget of the current credentials. */
export interface RateBudget {
  limit: number;
  remaining: number;
  /** When the budget refills, in milliseconds since the epoch. */
  resetAt: number;
}

/** Unknown until the first answer carrying the X-RateLimit headers. */
export const rateBudget = createStore<RateBudget | null>(null);

/**
 * X-RateLimit-Reset is a Unix timestamp in seconds; some clients treat it as seconds to wait, so small values
 * (anything before 2001) are read as a delay instead.
 */
export function parseResetHeader(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) return undefined;
  return number < 1_000_000_000 ? now + number * 1000 : number * 1000;
}

export function readRateBudget(headers: Headers, now: number): RateBudget | null {
  const limit = Number(headers.get('X-RateLimit-Limit'));
  const remainingHeader = headers.get('X-RateLimit-Remaining');
  const remaining = Number(remainingHeader);
  if (!limit || remainingHeader === null || !Number.isFinite(remaining)) return null;
  const resetAt = parseResetHeader(headers.get('X-RateLimit-Reset'), now) ?? now + 60_000;
  return { limit, remaining: Math.max(0, remaining), resetAt };
}

/** Seconds to wait before retrying, from Retry-After (seconds or an HTTP date) or else X-RateLimit-Reset. */
export function readRetryAfterSeconds(headers: Headers, now: number): number | undefined {
  const retryAfter = headers.get('Retry-After');
  if (retryAfter !== null && retryAfter.trim() !== '') {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  const resetAt = parseResetHeader(headers.get('X-RateLimit-Reset'), now);
  return resetAt === undefined ? undefined : Math.max(0, Math.ceil((resetAt - now) / 1000));
}
