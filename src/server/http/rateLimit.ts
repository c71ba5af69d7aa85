import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../runtime';
import { HttpError } from './errors';
import type { Principal } from '../domain/principal';

export const RATE_LIMIT_WINDOW_MS = 60 * 60 * 1000;

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** When the current window ends (epoch milliseconds). */
  resetAt: number;
}

/**
 * Counts requests per key in fixed windows. In memory by default; a store shared by several servers
 * (PostgreSQL, Redis) can take its place behind this interface.
 */
export interface RateLimitStore {
  hit(key: string, now: number, windowMs: number): Promise<WindowCount>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, WindowCount>();
  private nextSweepAt = 0;

  async hit(key: string, now: number, windowMs: number): Promise<WindowCount> {
    this.sweep(now, windowMs);
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return { ...current };
    }
    const fresh = { count: 1, resetAt: now + windowMs };
    this.windows.set(key, fresh);
    return { ...fresh };
  }

  /** Forgets ended windows now and then, so idle keys do not pile up. */
  private sweep(now: number, windowMs: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + windowMs;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}

export interface RateLimits {
  /** Per API token. */
  apiTokenPerHour: number;
  /** Per signed-in person. */
  sessionPerHour: number;
  /** Per client address, for requests without valid credentials. */
  anonymousPerHour: number;
  /**
   * Per API token or person, for the change feed alone (`GET /organization/{id}/changes`): a console asks it every
   * second or so while open, so it has a budget of its own rather than spending the one of everything else.
   */
  changeFeedPerHour: number;
}

const CHANGE_FEED_PATH = /^\/api(?:\/v1)?\/organization\/[^/?]+\/changes(?:\?|$)/;

/** Whether the request asks the change feed, which counts against a budget of its own. */
export const isChangeFeedRequest = (url: string) => CHANGE_FEED_PATH.test(url);

/** Each API token and each person has a budget of its own; everything else shares its address's budget. */
function budgetOf(principal: Principal | null, ip: string, limits: RateLimits, url: string) {
  if (principal && isChangeFeedRequest(url)) {
    const owner = principal.kind === 'api_token' ? `token:${principal.tokenId}` : `user:${principal.userId}`;
    return { key: `changes:${owner}`, limit: limits.changeFeedPerHour };
  }
  if (principal?.kind === 'api_token')
    return { key: `token:${principal.tokenId}`, limit: limits.apiTokenPerHour };
  if (principal?.kind === 'user') return { key: `user:${principal.userId}`, limit: limits.sessionPerHour };
  return { key: `ip:${ip}`, limit: limits.anonymousPerHour };
}

/**
 * Counts the request and sets the X-RateLimit headers (the reset as a Unix timestamp in seconds, as the spec
 * states); over the limit, answers 429 with Retry-After.
 */
export async function enforceRateLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  principal: Principal | null,
  deps: { store: RateLimitStore; limits: RateLimits; clock: Clock },
): Promise<void> {
  const { key, limit } = budgetOf(principal, request.ip, deps.limits, request.url);
  const now = deps.clock.now().getTime();
  const { count, resetAt } = await deps.store.hit(key, now, RATE_LIMIT_WINDOW_MS);
  reply.header('X-RateLimit-Limit', limit);
  reply.header('X-RateLimit-Remaining', Math.max(0, limit - count));
  reply.header('X-RateLimit-Reset', Math.ceil(resetAt / 1000));
  if (count > limit) {
    const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
    reply.header('Retry-After', retryAfter);
    throw new HttpError(
      429,
      `Rate limit of ${limit} requests per hour exceeded; retry in ${retryAfter} seconds`,
    );
  }
}
