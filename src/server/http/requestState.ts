import type { FastifyRequest } from 'fastify';
import type { Principal } from '../domain/principal';

/** What the HTTP layer learns about a request before its handler runs. */
export interface RequestState {
  /** Verified credentials; null when none were sent or they did not verify. */
  principal: Principal | null;
  /** Why the credentials sent did not verify (answered as 401 where credentials are needed). */
  authFailure: string | null;
  /** The organization the permission check ran against, for scoped operations. */
  organizationId: string | null;
}

const states = new WeakMap<FastifyRequest, RequestState>();

/** Per-request state, kept beside the request rather than decorated onto it so its type stays ours. */
export function requestState(request: FastifyRequest): RequestState {
  let state = states.get(request);
  if (!state) {
    state = { principal: null, authFailure: null, organizationId: null };
    states.set(request, state);
  }
  return state;
}
