import { Validator } from '@seriousme/openapi-schema-validator';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allEndpoints } from '../../contract';
import { type TestApp, testApp } from '../testing/testApp';
import { chooseEncoding } from './openapi';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  security?: unknown[];
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
  >;
};

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.0 document, served without credentials at /api and /api/v1', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.0\./);
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const alias = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(alias.json()).toEqual(document);
  });

  it('documents every endpoint of the contract once, with its operationId, summary, tag and errors', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = document.paths as Record<string, Record<string, Operation>>;
    expect(Object.keys(paths).some((path) => path.startsWith('/api'))).toBe(false);
    for (const endpoint of allEndpoints) {
      const operation = paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation).toMatchObject({
        operationId: endpoint.operationId,
        summary: endpoint.summary,
        tags: [endpoint.tag],
      });
      expect(Object.keys(operation?.responses ?? {})).toContain(String(endpoint.status));
      const unauthorized = operation?.responses['401']?.content?.['application/json']?.schema;
      expect(Object.keys(unauthorized?.properties ?? {}).sort()).toEqual(['error', 'message', 'status']);
    }
  });

  it('documents why a delete may be refused with 409, and only there', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const registry = document.paths['/organization/{organizationId}/containerRegistry/{containerRegistryId}'];
    expect(registry.delete.responses['409'].description).toBe(
      'Services take images from the registry: the message names them',
    );
    expect(document.paths['/project/{projectId}'].delete.responses['409']).toBeUndefined();
  });

  it('says what a client must know beyond the summary where the descriptor says it', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const role = document.paths['/organization/{organizationId}/customRole/{customRoleId}'];
    expect(role.put.description).toContain('leaves out gets NO_ACCESS on every environment type');
    expect(role.put.description).toContain(
      'a cluster that `cluster_permissions` leaves out gets no permission',
    );
    const attach = document.paths['/deploymentStage/{deploymentStageId}/service/{serviceId}'];
    expect(attach.put.description).toContain('With `is_skipped: true`');
    expect(document.paths['/project/{projectId}'].get.description).toBeUndefined();
  });

  it('documents ETag, If-Match, If-None-Match, 304 and 412 on editable resources, and only there', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const headerNames = (operation: { parameters?: { in: string; name: string }[] }) =>
      (operation.parameters ?? []).filter((parameter) => parameter.in === 'header').map(({ name }) => name);
    const project = document.paths['/project/{projectId}'];
    expect(headerNames(project.get)).toEqual(['If-None-Match']);
    expect(Object.keys(project.get.responses['200'].headers)).toEqual(['ETag']);
    expect(project.get.responses['304']).toBeDefined();
    for (const write of [project.put, project.delete]) {
      expect(headerNames(write)).toEqual(['If-Match']);
      expect(
        Object.keys(write.responses['412'].content['application/json'].schema.properties).sort(),
      ).toEqual(['error', 'message', 'status']);
    }
    expect(Object.keys(project.put.responses['200'].headers)).toEqual(['ETag']);
    const projects = document.paths['/organization/{organizationId}/project'];
    expect(headerNames(projects.get)).toEqual([]);
    expect(projects.post.responses['412']).toBeUndefined();
  });

  it('declares both credential schemes, and none for public operations', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.components.securitySchemes).toEqual({
      ApiKeyAuth: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
    expect(document.security).toEqual([{ ApiKeyAuth: [] }, { bearerAuth: [] }]);
    expect(document.paths['/auth/signin'].post.security).toEqual([]);
    expect(document.paths['/project/{projectId}'].get.security).toBeUndefined();
  });

  it('shows the optional Idempotency-Key header, and the 422 of a reused key, on every POST and nowhere else', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = document.paths as Record<
      string,
      Record<string, { parameters?: unknown[]; responses: object }>
    >;
    for (const endpoint of allEndpoints) {
      const operation = paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      // If-Match and If-None-Match, the headers of editable records' versions, have their own test.
      const headers = (operation?.parameters ?? []).filter((parameter) => {
        const { in: where, name } = parameter as { in: string; name: string };
        return where === 'header' && !['If-Match', 'If-None-Match'].includes(name);
      });
      if (endpoint.method !== 'POST') {
        expect(headers, `${endpoint.method} ${endpoint.path}`).toEqual([]);
        expect(Object.keys(operation?.responses ?? {})).not.toContain('422');
        continue;
      }
      expect(headers, `POST ${endpoint.path}`).toEqual([
        expect.objectContaining({
          in: 'header',
          name: 'Idempotency-Key',
          required: false,
          schema: expect.objectContaining({ type: 'string', minLength: 1, maxLength: 255 }),
        }),
      ]);
      expect(Object.keys(operation?.responses ?? {})).toContain('422');
    }
  });
});

describe('OpenAPI document delivery', () => {
  it('is built once per process and sent compressed when the client takes it', async () => {
    const swagger = vi.spyOn(t.app, 'swagger');
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(swagger.mock.calls.length).toBeLessThanOrEqual(1);
    swagger.mockRestore();

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    for (const response of [plain, brotli, gzip]) expect(response.headers.vary).toBe('Accept-Encoding');
  });

  it('answers an ETag, and 304 without a body to a client that holds the current document', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(again.headers.etag).toBe(etag);

    const current = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'if-none-match': `"stale", ${etag}` },
    });
    expect(current.statusCode).toBe(304);
    expect(current.body).toBe('');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().openapi).toMatch(/^3\.0\./);
  });
});

describe('choosing an encoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['br, gzip', 'br'],
    ['BR;q=0.5, gzip;q=1', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['*;q=0, gzip;q=0', 'identity'],
  ])('Accept-Encoding %j gives %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
