import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { type Endpoint, errorBody } from '../../contract';
import { statusPhrase } from './errors';

const errorDescriptions = {
  400: 'Bad request: the message names the field at fault',
  401: 'Credentials are missing or invalid',
  403: 'The credentials do not allow this operation',
  404: 'Not found (or not visible to these credentials)',
  409: 'A record with this name already exists',
  415: 'The body is not JSON',
  422: 'The Idempotency-Key was sent before with another request',
  429: 'Rate limit exceeded, or too many failed sign-ins to one account: see Retry-After and X-RateLimit-Reset',
  500: 'Internal server error',
} as const;

type ErrorStatus = keyof typeof errorDescriptions;

/** The failures an operation can answer, from what its descriptor declares. */
function errorStatusesOf(endpoint: Endpoint): ErrorStatus[] {
  const statuses: ErrorStatus[] = [400, 401];
  if (endpoint.scopeParam) statuses.push(403, 404);
  if (endpoint.body) statuses.push(415);
  // Records created or edited by a non-public operation carry names unique in their parent.
  const namesRecord = endpoint.body && endpoint.access !== 'public' && endpoint.method !== 'GET';
  if (namesRecord || endpoint.conflict) statuses.push(409);
  if (endpoint.method === 'POST') statuses.push(422);
  statuses.push(429, 500);
  return statuses.sort((a, b) => a - b);
}

/**
 * The Fastify schema of an operation: zod schemas validate params, query and body, check the response, and
 * feed the OpenAPI document (with operationId, summary, description and tag from the descriptor).
 */
export function routeSchemaOf(endpoint: Endpoint): FastifySchema {
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    // Public operations need no credentials; the others accept either scheme (the document's default).
    ...(endpoint.access === 'public' ? { security: [] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: responsesOf(endpoint),
  };
}

const responsesByEndpoint = new WeakMap<Endpoint, Record<number, z.ZodType>>();

/**
 * The answers of an operation, each described for the document. Made once per endpoint, so that an operation
 * reached under several prefixes (`/api` and its aliases) has one serializer per answer, compiled once.
 */
function responsesOf(endpoint: Endpoint): Record<number, z.ZodType> {
  const known = responsesByEndpoint.get(endpoint);
  if (known) return known;
  const response: Record<number, z.ZodType> = {
    [endpoint.status]: (endpoint.response ?? z.undefined()).describe(statusPhrase(endpoint.status)),
  };
  for (const status of errorStatusesOf(endpoint)) {
    const description = status === 409 && endpoint.conflict ? endpoint.conflict : errorDescriptions[status];
    response[status] = errorBody.describe(description);
  }
  responsesByEndpoint.set(endpoint, response);
  return response;
}

/** `/project/{projectId}` becomes `/project/:projectId`. */
export function fastifyPathOf(endpoint: Endpoint): string {
  return endpoint.path.replace(/\{(\w+)\}/g, ':$1');
}
