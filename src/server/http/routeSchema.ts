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

const noBody = z.undefined();
const describedSchemas = new WeakMap<z.ZodType, Map<string, z.ZodType>>();

/**
 * `schema` described for the document, one copy per schema and description: `describe` clones a schema, and the
 * compiled serializer of an answer is kept per schema (answers.ts), so the error body every operation answers with
 * the same words is cloned once and compiled once, not once per operation.
 */
function described(schema: z.ZodType, description: string): z.ZodType {
  let byDescription = describedSchemas.get(schema);
  if (!byDescription) describedSchemas.set(schema, (byDescription = new Map()));
  let copy = byDescription.get(description);
  if (!copy) byDescription.set(description, (copy = schema.describe(description)));
  return copy;
}

/** The answers of an operation, each described for the document. */
function responsesOf(endpoint: Endpoint): Record<number, z.ZodType> {
  const response: Record<number, z.ZodType> = {
    [endpoint.status]: described(endpoint.response ?? noBody, statusPhrase(endpoint.status)),
  };
  for (const status of errorStatusesOf(endpoint)) {
    const description = status === 409 && endpoint.conflict ? endpoint.conflict : errorDescriptions[status];
    response[status] = described(errorBody, description);
  }
  return response;
}

/** `/project/{projectId}` becomes `/project/:projectId`. */
export function fastifyPathOf(endpoint: Endpoint): string {
  return endpoint.path.replace(/\{(\w+)\}/g, ':$1');
}
