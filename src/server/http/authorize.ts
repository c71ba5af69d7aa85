import type { FastifyRequest } from 'fastify';
import { type Endpoint, id, type ScopeKind } from '../../contract';
import { decide, type ScopeTarget } from '../domain/access';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../domain/errors';
import { type Principal, roleIn, scopeIn } from '../domain/principal';
import { roleLevelOfKind, type ScopeResolvers, targetOf } from '../domain/scopes';
import { authorizeTarget } from './authorizeTarget';
import { isScopedAccess } from './permissions';
import { requestState } from './requestState';
import { scopeLabels } from './scopes';

/**
 * The permission check each operation declares: 401 without valid credentials; 404 when the record does not
 * exist *or belongs to an organization these credentials have nothing to do with* (so other organizations'
 * records cannot be probed); 403 when the credentials' scope there, or their role on the record (its project and
 * environment type, or its cluster), does not allow the operation, or their role where its result lands (the
 * descriptor's `target`: a clone's environment, an environment's new type) does not allow making it there.
 */
export async function authorize(request: FastifyRequest, endpoint: Endpoint, resolvers: ScopeResolvers) {
  if (endpoint.access === 'public') return;
  const state = requestState(request);
  const principal = state.principal;
  if (!principal) throw new UnauthenticatedError(state.authFailure ?? 'Missing credentials');
  const access = endpoint.access;
  if (!isScopedAccess(access)) return;

  const scopeParam = endpoint.scopeParam;
  if (!scopeParam) throw new Error(`${endpoint.operationId} needs a scopeParam for access "${access}"`);
  const recordId = scopeRecordId(request, endpoint, scopeParam);
  // Malformed (or missing) ids are answered by validation, with the field named.
  if (recordId === null) return;

  // Made only when needed: an error captures a stack trace, which costs more than the rest of the check.
  const missing = () => new NotFoundError(`${scopeLabels[scopeParam.kind]} ${recordId} not found`);
  const target = await targetOfRecord(principal, scopeParam.kind, recordId, resolvers);
  if (target === null) throw missing();
  const held = scopeIn(principal, target.organizationId);
  const role = roleIn(principal, target.organizationId);
  if (held === null || role === null) throw missing();
  const level = scopeParam.roleLevel ?? target.level ?? roleLevelOfKind[scopeParam.kind];
  const decision = decide(held, role, access, level, target);
  if (!decision.allowed) throw new ForbiddenError(decision.reason);
  await authorizeTarget(request, endpoint, resolvers, { scope: held, role, source: target });
  state.organizationId = target.organizationId;
}

/**
 * The id the access check starts from: a path parameter, or a query parameter or body field of a record named
 * there (`/variable?parent_id=`). Null when it is malformed, for validation to answer.
 */
function scopeRecordId(
  request: FastifyRequest,
  endpoint: Endpoint,
  scopeParam: NonNullable<Endpoint['scopeParam']>,
): string | null {
  if (scopeParam.in === 'query' || scopeParam.in === 'body') {
    const source = scopeParam.in === 'query' ? request.query : request.body;
    const raw =
      typeof source === 'object' && source !== null
        ? (source as Record<string, unknown>)[scopeParam.param]
        : undefined;
    const parsed = id.safeParse(raw);
    return parsed.success ? parsed.data : null;
  }
  const params = endpoint.params?.safeParse(request.params);
  if (!params?.success) return null;
  const recordId = (params.data as Record<string, unknown>)[scopeParam.param];
  if (typeof recordId !== 'string')
    throw new Error(`${endpoint.operationId} has no param ${scopeParam.param}`);
  return recordId;
}

/**
 * Where a record is. An organization the credentials hold a scope in needs no query: a token and a membership each
 * reference their organization, and organizations are never deleted, so it exists. One they hold nothing in answers
 * 404 whether it exists or not, so it needs none either.
 */
async function targetOfRecord(
  principal: Principal,
  kind: ScopeKind,
  recordId: string,
  resolvers: ScopeResolvers,
): Promise<ScopeTarget | null> {
  if (kind === 'organization') {
    return scopeIn(principal, recordId) === null ? null : { organizationId: recordId };
  }
  const resolve = resolvers[kind];
  if (!resolve) throw new Error(`No scope resolver for kind "${kind}"`);
  const resolved = await resolve(recordId);
  return resolved === null ? null : targetOf(kind, recordId, resolved);
}
