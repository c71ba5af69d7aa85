import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_ALIAS_PREFIXES, API_PREFIX } from './apiPaths';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The document describes the API once, relative to /api; the aliases answer the same operations. */
function describeApiRoutesOnly(input: TransformInput) {
  const { url } = input;
  const isAlias = API_ALIAS_PREFIXES.some((prefix) => url.startsWith(`${prefix}/`));
  if (isAlias || !url.startsWith(`${API_PREFIX}/`)) return { schema: { hide: true }, url };
  const transformed = jsonSchemaTransform(input);
  const methods = [input.route.method].flat();
  // Documented only: the header is read by the route's idempotency hooks, not validated with the schema.
  const schema = methods.includes('POST')
    ? { ...transformed.schema, headers: idempotencyKeyHeader }
    : transformed.schema;
  return { ...transformed, schema, url: url.slice(API_PREFIX.length) };
}

/** The optional header every POST accepts, as OpenAPI shows it. */
const idempotencyKeyHeader = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_KEY_HEADER]: {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x20-\\x7E]+$',
      description:
        'Makes a retry safe: the same key with the same request, by the same credentials, within 24 hours, ' +
        'answers the first answer again (with Idempotent-Replayed: true) instead of running the request again; ' +
        'with another request it answers 422. Use a new key (a UUID) for each new request.',
    },
  },
};

/** Collects the OpenAPI 3.0 document from the registered routes; register before the routes. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Platform API',
        version,
        description:
          'Manage organizations, projects, environments, services and their deployments. ' +
          'Errors answer {status, error, message}; lists accept page and page_size.',
      },
      servers: [{ url: API_PREFIX }, ...API_ALIAS_PREFIXES.map((url) => ({ url }))],
      components: {
        securitySchemes: {
          ApiKeyAuth: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'An API token: `Authorization: Token <api token>`',
          },
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ ApiKeyAuth: [] }, { bearerAuth: [] }],
    },
    transform: describeApiRoutesOnly,
  });
}

/** Serves the document at `<prefix>/openapi.json`. */
export function registerOpenApiDocument(app: FastifyInstance): void {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
