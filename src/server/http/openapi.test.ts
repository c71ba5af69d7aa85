import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../contract';
import { type TestApp, testApp } from '../testing/testApp';

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
});
