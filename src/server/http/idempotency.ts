import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Endpoint } from '../../contract';
import { InvalidFieldError } from '../domain/errors';
import type { Principal } from '../domain/principal';
import {
  type Claim,
  type IdempotencyStore,
  type KeyedRequest,
  LEASE_MS,
  type SavedAnswer,
} from '../idempotency/store';
import { HttpError } from './errors';
import { requestState } from './requestState';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer given again from a key rather than by running the request. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** How often a request waits for another run of it, under the same key, to answer. */
const WAIT_STEP_MS = 25;

/** 1 to 255 printable ASCII characters (a UUID is the usual choice). */
const VALID_KEY = /^[\x20-\x7E]{1,255}$/;

/**
 * Which answers a key keeps. An answer the operation gave by running is kept, refusals included (404 of a record
 * it looked for, 409 of a name taken): sending the request again answers the same. A request that broke a rule
 * (400), was refused before it ran (401, 403, 429) or met a fault of the server (5xx) keeps nothing, so it may be
 * sent again, fixed or not, with the same key.
 */
export function keepsAnswer(status: number): boolean {
  if (status >= 500) return false;
  return ![400, 401, 403, 429].includes(status);
}

/** Two credentials never share a key: an API token's keys are its own, a person's are theirs in every session. */
export function keyOwnerOf(principal: Principal): string {
  return principal.kind === 'api_token' ? `api_token:${principal.tokenId}` : `user:${principal.userId}`;
}

/** The key a request names, or null without one; a malformed key is refused, naming the header. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value === 'string' && VALID_KEY.test(value)) return value;
  throw new InvalidFieldError('headers', [
    { path: [IDEMPOTENCY_KEY_HEADER], message: 'must be 1 to 255 printable ASCII characters' },
  ]);
}

/** JSON with every object's keys in order, so two bodies that say the same thing hash alike. */
function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The request as validated (ids in lowercase, defaults filled in): the same operation on the same path with the
 * same body is the same request, whichever prefix (/api, /api/v1) or key order it came with.
 */
function requestHashOf(endpoint: Endpoint, request: FastifyRequest): string {
  const described = canonicalJson([
    endpoint.method,
    endpoint.path,
    request.params,
    request.query,
    // An operation without a body schema reads none: what came with it makes no other request.
    endpoint.body ? request.body : null,
  ]);
  return createHash('sha256').update(described).digest('hex');
}

export interface IdempotencyOptions {
  store: IdempotencyStore;
}

/** The key each request holds while it runs, to keep or let go of when it answers. */
const held = new WeakMap<FastifyRequest, { keyed: KeyedRequest; leaseId: string }>();

function replay(reply: FastifyReply, { status, body }: SavedAnswer): FastifyReply {
  reply.code(status).header(REPLAYED_HEADER, 'true');
  return body === null ? reply.send() : reply.type('application/json; charset=utf-8').send(body);
}

/** Waits until the request holds its key or finds its first answer; refuses a reused key, or a wait too long. */
async function keyFor(
  keyed: KeyedRequest,
  store: IdempotencyStore,
): Promise<Extract<Claim, { kind: 'acquired' | 'answered' }>> {
  // Real time, not the runtime's clock: this bounds how long a caller waits, whatever the clock says.
  const giveUpAt = Date.now() + LEASE_MS;
  for (;;) {
    const claim = await store.claim(keyed);
    if (claim.kind === 'acquired' || claim.kind === 'answered') return claim;
    if (claim.kind === 'reused') {
      throw new HttpError(
        422,
        `${IDEMPOTENCY_KEY_HEADER}: this key was sent with another request (method, path or body); ` +
          'use a new key for a new request',
      );
    }
    if (Date.now() >= giveUpAt) {
      throw new HttpError(
        409,
        `${IDEMPOTENCY_KEY_HEADER}: a request with this key is still under way; retry later`,
      );
    }
    await sleep(WAIT_STEP_MS);
  }
}

/**
 * Route hooks that make a POST sent with an `Idempotency-Key` run once: after validation, the request takes its
 * key, or waits for the run holding it, or answers what the first run answered; when it answers, the key keeps
 * the answer or lets it go (`keepsAnswer`). Requests without credentials have no one to keep a key for.
 */
export function idempotentPosts(
  endpoint: Endpoint,
  options: IdempotencyOptions,
): Pick<RouteShorthandOptions, 'preHandler' | 'onSend'> {
  if (endpoint.method !== 'POST') return {};
  return {
    preHandler: async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const { principal } = requestState(request);
      if (key === null || !principal) return;
      const keyed = { owner: keyOwnerOf(principal), key, requestHash: requestHashOf(endpoint, request) };
      const claim = await keyFor(keyed, options.store);
      if (claim.kind === 'answered') return replay(reply, claim.answer);
      held.set(request, { keyed, leaseId: claim.leaseId });
    },
    onSend: async (request, reply, payload) => {
      const holding = held.get(request);
      if (!holding) return payload;
      held.delete(request);
      const body = payload === undefined || payload === null || payload === '' ? null : payload;
      try {
        if (keepsAnswer(reply.statusCode) && (body === null || typeof body === 'string')) {
          await options.store.save(holding.keyed, holding.leaseId, { status: reply.statusCode, body });
        } else {
          await options.store.release(holding.keyed, holding.leaseId);
        }
      } catch (error) {
        // The answer still goes out; the key is taken over once its lease ends.
        request.log.error({ err: error }, 'keeping the answer of an idempotent request failed');
      }
      return payload;
    },
  };
}
