import type { FastifyRequest } from 'fastify';
import {
  type ApiTokenScope,
  type Endpoint,
  environmentMode,
  id,
  type ScopeKind,
  type TargetRule,
} from '../../contract';
import { decide, type RoleGrant, type ScopeTarget } from '../domain/access';
import { type FieldLocation, ForbiddenError, InvalidFieldError, NotFoundError } from '../domain/errors';
import { roleLevelOfKind, type ScopeResolvers, targetOf } from '../domain/scopes';
import { scopeLabels } from './scopes';

/** What the check of the source found: the target is decided with the same credentials, in the same organization. */
export interface SourceDecided {
  scope: ApiTokenScope;
  role: RoleGrant;
  source: ScopeTarget;
}

/** How a record a body or a query names wrongly is worded: `environment <id> is not an environment of ...`. */
const targetNouns: Record<ScopeKind, [noun: string, withArticle: string]> = {
  organization: ['organization', 'an organization'],
  cluster: ['cluster', 'a cluster'],
  project: ['project', 'a project'],
  environment: ['environment', 'an environment'],
  application: ['application', 'an application'],
  container: ['container', 'a container'],
  database: ['database', 'a database'],
  job: ['job', 'a job'],
  helm: ['helm service', 'a helm service'],
  terraform: ['terraform service', 'a terraform service'],
  deployment: ['deployment', 'a deployment'],
  deploymentRequest: ['deployment request', 'a deployment request'],
  deploymentStage: ['deployment stage', 'a deployment stage'],
  service: ['service', 'a service'],
  variable: ['variable', 'a variable'],
  variableParent: ['record', 'a project, environment or service'],
};

const locationOf: Record<NonNullable<TargetRule['in']>, FieldLocation> = {
  path: 'params',
  query: 'query',
  body: 'body',
};

/**
 * The second half of the permission check, for an operation whose result lands elsewhere than the record its path
 * names (a clone to another environment, a new type for an environment, a service attached to a stage): the
 * descriptor's `target` says where, and the caller needs there what making the result there directly needs. A
 * request whose input does not validate is left to validation, which refuses it: only what the handler would
 * read is checked, read with the endpoint's own schemas.
 */
export async function authorizeTarget(
  request: FastifyRequest,
  endpoint: Endpoint,
  resolvers: ScopeResolvers,
  decided: SourceDecided,
): Promise<void> {
  const rule = endpoint.target;
  if (!rule) return;
  const landing = await landingOf(request, endpoint, rule, resolvers, decided.source);
  if (landing === null) return;
  const level = landing.place.level ?? roleLevelOfKind[rule.kind];
  const decision = decide(decided.scope, decided.role, rule.access, level, landing.place);
  if (!decision.allowed) {
    throw new ForbiddenError(`Where the result lands (${landing.named.join(', ')}): ${decision.reason}`);
  }
}

interface Landing {
  place: ScopeTarget;
  /** The request's words for it, for the refusal: `body.environment_id`, `body.mode PRODUCTION`. */
  named: string[];
}

async function landingOf(
  request: FastifyRequest,
  endpoint: Endpoint,
  rule: TargetRule,
  resolvers: ScopeResolvers,
  source: ScopeTarget,
): Promise<Landing | null> {
  const body = rule.modeField || rule.in === 'body' ? validated(endpoint.body, request.body) : {};
  if (body === null) return null;
  let landing: Landing = { place: source, named: [] };
  if (rule.param) {
    const location = rule.in ?? 'path';
    const input =
      location === 'body' ? body : validated(schemaOf(endpoint, location), inputOf(request, location));
    if (input === null) return null;
    const raw = input[rule.param];
    if (raw === undefined || raw === null) {
      if (!rule.orSource) return null;
      landing = { place: withoutLevel(source), named: [`the source's ${targetNouns[rule.kind][0]}`] };
    } else {
      const named = `${locationOf[location]}.${rule.param}`;
      landing = { place: await placeOf(rule, location, raw, resolvers, source), named: [named] };
    }
  }
  const mode = rule.modeField ? environmentMode.safeParse(body[rule.modeField]) : null;
  if (rule.modeField && mode?.success) {
    landing = {
      place: { ...landing.place, environmentType: mode.data },
      named: [...landing.named, `body.${rule.modeField} ${mode.data}`],
    };
  }
  return landing.named.length === 0 ? null : landing;
}

/** A record's place, decided at the level of the target's kind rather than of the source's. */
function withoutLevel({ organizationId, clusterId, projectId, environmentType }: ScopeTarget): ScopeTarget {
  return { organizationId, clusterId, projectId, environmentType };
}

/** The record a target parameter names; unknown and another organization's are refused alike. */
async function placeOf(
  rule: TargetRule,
  location: NonNullable<TargetRule['in']>,
  raw: unknown,
  resolvers: ScopeResolvers,
  source: ScopeTarget,
): Promise<ScopeTarget> {
  const resolve = resolvers[rule.kind];
  if (!resolve) throw new Error(`No scope resolver for kind "${rule.kind}"`);
  const recordId = id.safeParse(raw).success ? String(raw) : null;
  const resolved = recordId === null ? null : await resolve(recordId);
  const place = recordId === null || resolved === null ? null : targetOf(rule.kind, recordId, resolved);
  if (place !== null && place.organizationId === source.organizationId) return place;
  if (location === 'path') throw new NotFoundError(`${scopeLabels[rule.kind]} ${String(raw)} not found`);
  const [noun, withArticle] = targetNouns[rule.kind];
  throw new InvalidFieldError(locationOf[location], [
    {
      path: [rule.param ?? ''],
      message: `${noun} ${String(raw)} is not ${withArticle} of this organization`,
    },
  ]);
}

function schemaOf(endpoint: Endpoint, location: 'path' | 'query') {
  return location === 'path' ? endpoint.params : endpoint.query;
}

function inputOf(request: FastifyRequest, location: 'path' | 'query'): unknown {
  return location === 'path' ? request.params : request.query;
}

/** The input as the endpoint's schema reads it; null when it does not validate (validation answers then). */
function validated(
  schema: Endpoint['body'] | Endpoint['params'] | Endpoint['query'],
  input: unknown,
): Record<string, unknown> | null {
  if (!schema) return null;
  const parsed = schema.safeParse(input);
  if (!parsed.success) return null;
  const data: unknown = parsed.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}
