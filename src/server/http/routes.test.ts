import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Endpoint, endpoint, endpointOf, projectEndpoints } from '../../contract';
import { bindHandlers, type HandlerRegistry } from './handlers/bind';
import type { IdempotencyOptions } from './idempotency';
import { registerApiRoutes } from './routes';
import { fastifyPathOf, routeSchemaOf } from './routeSchema';

const environmentScoped = endpoint({
  method: 'GET',
  path: '/environment/{environmentId}',
  operationId: 'getEnvironmentForTest',
  summary: 'A scoped operation of a kind without a resolver',
  tag: 'Test',
  access: 'read',
  scopeParam: { param: 'environmentId', kind: 'environment' },
  params: z.object({ environmentId: z.uuid() }),
  status: 200,
  response: z.object({ id: z.uuid() }),
});

const getProject = endpointOf(projectEndpoints.get);

const notCalled = () => Promise.reject(new Error('not called'));
/** Registration refuses before any request could use a key. */
const idempotency: IdempotencyOptions = { store: { claim: notCalled, save: notCalled, release: notCalled } };

describe('route registration', () => {
  it('turns OpenAPI paths into Fastify paths', () => {
    expect(fastifyPathOf(getProject)).toBe('/project/:projectId');
    expect(
      fastifyPathOf({
        ...getProject,
        path: '/organization/{organizationId}/apiToken/{apiTokenId}',
      }),
    ).toBe('/organization/:organizationId/apiToken/:apiTokenId');
  });

  it('refuses to start with an endpoint that has no handler', () => {
    expect(() =>
      registerApiRoutes(Fastify(), {
        endpoints: [getProject],
        handlers: new Map(),
        resolvers: {},
        idempotency,
      }),
    ).toThrow('No handler for GET /project/{projectId} (getProject)');
  });

  it('refuses to start with an endpoint that needs a scope but does not say where it comes from', () => {
    const unscoped = { ...getProject, scopeParam: undefined };
    const handlers: HandlerRegistry = new Map();
    bindHandlers(handlers, { unscoped }, { unscoped: async () => Promise.reject(new Error('not called')) });
    expect(() =>
      registerApiRoutes(Fastify(), { endpoints: [unscoped], handlers, resolvers: {}, idempotency }),
    ).toThrow('getProject needs "read" access but names no scopeParam');
  });

  it('refuses to start with an endpoint scoped by a kind that has no resolver', () => {
    const handlers: HandlerRegistry = new Map();
    bindHandlers(
      handlers,
      { environmentScoped },
      { environmentScoped: async ({ params }) => ({ id: params.environmentId }) },
    );
    expect(() =>
      registerApiRoutes(Fastify(), { endpoints: [environmentScoped], handlers, resolvers: {}, idempotency }),
    ).toThrow('No scope resolver for "environment", needed by getEnvironmentForTest');
  });

  it('describes an answer once for every operation giving it in the same words: one schema, so one serializer', () => {
    const responsesOf = (route: Endpoint) => routeSchemaOf(route).response as Record<number, unknown>;
    const [read, edit, list] = [
      getProject,
      endpointOf(projectEndpoints.edit),
      endpointOf(projectEndpoints.list),
    ];
    expect(responsesOf(read)[404]).toBe(responsesOf(edit)[404]);
    expect(responsesOf(read)[401]).toBe(responsesOf(list)[401]);
    expect(responsesOf(read)[200]).toBe(responsesOf(getProject)[200]);
    expect(responsesOf(read)[404]).not.toBe(responsesOf(read)[401]);
  });
});
