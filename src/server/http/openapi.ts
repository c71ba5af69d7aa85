import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { API_ALIAS_PREFIXES, API_PREFIX } from './apiPaths';
import { describeConditionalRequests } from './etagsOpenApi';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The document describes the API once, relative to /api; the aliases answer the same operations. */
function describeApiRoutesOnly(input: TransformInput) {
  const { url } = input;
  const isAlias = API_ALIAS_PREFIXES.some((prefix) => url.startsWith(`${prefix}/`));
  if (isAlias || !url.startsWith(`${API_PREFIX}/`)) return { schema: { hide: true }, url };
  const transformed = jsonSchemaTransform(input);
  return { ...transformed, url: url.slice(API_PREFIX.length) };
}

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
    // The document is OpenAPI 3.0 (`openapi` above), so it is never the Swagger 2 form.
    transformObject: (document) =>
      'openapiObject' in document
        ? describeConditionalRequests(document.openapiObject as OpenAPIV3.Document)
        : document.swaggerObject,
  });
}

/** Serves the document at `<prefix>/openapi.json`. */
export function registerOpenApiDocument(app: FastifyInstance): void {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
