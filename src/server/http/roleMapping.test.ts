import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, endpoint, type ScopeKind } from '../../contract';
import { roleLevelOfKind } from '../domain/scopes';
import { bindHandlers, type HandlerRegistry } from './handlers/bind';
import type { IdempotencyOptions } from './idempotency';
import { registerApiRoutes } from './routes';

const notCalled = () => Promise.reject(new Error('not called'));
const idempotency: IdempotencyOptions = { store: { claim: notCalled, save: notCalled, release: notCalled } };

describe('role mapping of scope kinds', () => {
  it('decides every endpoint the contract serves by a part of the role', () => {
    const unmapped = allEndpoints
      .filter(
        (candidate) => candidate.scopeParam && !Object.hasOwn(roleLevelOfKind, candidate.scopeParam.kind),
      )
      .map((candidate) => `${candidate.operationId} (${candidate.scopeParam?.kind})`);
    expect(unmapped).toEqual([]);
  });

  it('refuses to start with an endpoint scoped by a kind no role decides', () => {
    // A kind added to an endpoint without a line in roleLevelOfKind, as a branch adding a family might.
    const kind = 'widget' as ScopeKind;
    const widgetScoped = endpoint({
      method: 'GET',
      path: '/widget/{widgetId}',
      operationId: 'getWidgetForTest',
      summary: 'A scoped operation of a kind without a role mapping',
      tag: 'Test',
      access: 'read',
      scopeParam: { param: 'widgetId', kind },
      params: z.object({ widgetId: z.uuid() }),
      status: 200,
      response: z.object({ id: z.uuid() }),
    });
    const handlers: HandlerRegistry = new Map();
    bindHandlers(
      handlers,
      { widgetScoped },
      { widgetScoped: async ({ params }) => ({ id: params.widgetId }) },
    );
    const resolvers = { [kind]: async () => ({ organizationId: 'irrelevant' }) };
    expect(() =>
      registerApiRoutes(Fastify(), { endpoints: [widgetScoped], handlers, resolvers, idempotency }),
    ).toThrow('No role mapping for "widget", needed by getWidgetForTest');
  });
});
