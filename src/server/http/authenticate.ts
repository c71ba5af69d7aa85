import type { FastifyRequest } from 'fastify';
import type { Authenticator, Credentials } from '../domain/principal';
import { requestState } from './requestState';

const EXPECTED_FORMS = 'send "Authorization: Token <api token>" or "Authorization: Bearer <jwt>"';

type ParsedHeader = { credentials: Credentials } | { failure: string };

export function parseAuthorizationHeader(header: string | undefined): ParsedHeader {
  if (header === undefined || header.trim() === '') {
    return { failure: `Missing credentials: ${EXPECTED_FORMS}` };
  }
  const match = /^(\S+) +(\S+)$/.exec(header.trim());
  const scheme = match?.[1]?.toLowerCase();
  const value = match?.[2];
  if (value && scheme === 'token') return { credentials: { kind: 'api_token', value } };
  if (value && scheme === 'bearer') return { credentials: { kind: 'bearer', value } };
  return { failure: `Malformed Authorization header: ${EXPECTED_FORMS}` };
}

/** Verifies whatever credentials the request carries and records the outcome for the permission check. */
export async function identifyCaller(request: FastifyRequest, authenticator: Authenticator): Promise<void> {
  const state = requestState(request);
  const parsed = parseAuthorizationHeader(request.headers.authorization);
  if ('failure' in parsed) {
    state.authFailure = parsed.failure;
    return;
  }
  const result = await authenticator.authenticate(parsed.credentials);
  if ('failure' in result) state.authFailure = result.failure;
  else state.principal = result.principal;
}
