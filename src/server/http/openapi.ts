import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { API_ALIAS_PREFIXES, API_PREFIX } from './apiPaths';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency';
import { describeConditionalRequests } from './etagsOpenApi';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The document describes the API relative to /api; the aliases answer the same operations. */
function describeApiRoutesOnly(input: TransformInput) {
  const { url } = input;
  if (!url.startsWith(`${API_PREFIX}/`)) return { schema: { hide: true }, url };
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
    // The document is OpenAPI 3.0 (`openapi` above), so it is never the Swagger 2 form.
    transformObject: (document) =>
      'openapiObject' in document
        ? describeConditionalRequests(document.openapiObject as OpenAPIV3.Document)
        : document.swaggerObject,
  });
}

/** The document as sent: built and compressed once per process, since the routes never change after the start. */
interface PreparedDocument {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

function prepare(document: unknown): PreparedDocument {
  const identity = Buffer.from(JSON.stringify(document));
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
  };
}

/** The best encoding the client accepts (brotli, then gzip), or none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

const matchesTag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });

/**
 * Serves the document at `<prefix>/openapi.json`, built on the first request and kept, with an ETag (a client
 * holding the current one gets 304) and in brotli or gzip when the client takes them: over a megabyte as JSON, it
 * is a few dozen kilobytes on the wire.
 */
export function registerOpenApiDocument(app: FastifyInstance): void {
  let prepared: PreparedDocument | undefined;
  app.get('/openapi.json', { schema: { hide: true } }, async (request, reply) => {
    prepared ??= prepare(app.swagger());
    reply
      .header('ETag', prepared.etag)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('application/json; charset=utf-8');
    if (matchesTag(request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(prepared[encoding]);
  });
}
