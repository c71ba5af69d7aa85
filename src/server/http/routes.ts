import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '../../contract';
import { authorize } from './authorize';
import { conditionalRequestsOf } from './etags';
import type { HandlerRegistry } from './handlers/bind';
import { type IdempotencyOptions, idempotentPosts } from './idempotency';
import { isScopedAccess } from './permissions';
import { requestState } from './requestState';
import { fastifyPathOf, routeSchemaOf } from './routeSchema';
import { roleLevelOfKind, type ScopeResolvers } from '../domain/scopes';
import { auditActorOf, withAuditActor } from '../domain/auditActor';

export interface ApiRoutesOptions {
  endpoints: readonly Endpoint[];
  handlers: HandlerRegistry;
  resolvers: ScopeResolvers;
  idempotency: IdempotencyOptions;
  /** The request's time as the audit log records it: the injected clock's (the system's when left out). */
  now?: () => Date;
}

/**
 * Registers every endpoint of the contract from its descriptor. An endpoint without a handler, needing an
 * organization scope without naming where it comes from, or scoped (or targeted) by a kind of record without a
 * resolver or without a role mapping, stops the start: the contract and the server never silently disagree.
 */
export function registerApiRoutes(app: FastifyInstance, options: ApiRoutesOptions): void {
  const endpointsByPath = new Map<string, Endpoint[]>();
  for (const endpoint of options.endpoints) {
    endpointsByPath.set(endpoint.path, [...(endpointsByPath.get(endpoint.path) ?? []), endpoint]);
  }
  for (const endpoint of options.endpoints) {
    const handler = options.handlers.get(endpoint.operationId);
    if (!handler)
      throw new Error(`No handler for ${endpoint.method} ${endpoint.path} (${endpoint.operationId})`);
    if (isScopedAccess(endpoint.access) && !endpoint.scopeParam) {
      throw new Error(`${endpoint.operationId} needs "${endpoint.access}" access but names no scopeParam`);
    }
    for (const kind of [endpoint.scopeParam?.kind, endpoint.target?.kind]) {
      if (kind && !options.resolvers[kind]) {
        throw new Error(`No scope resolver for "${kind}", needed by ${endpoint.operationId}`);
      }
      if (kind && !Object.hasOwn(roleLevelOfKind, kind)) {
        throw new Error(`No role mapping for "${kind}", needed by ${endpoint.operationId}`);
      }
    }
    const samePath = endpointsByPath.get(endpoint.path) ?? [endpoint];
    const conditional = conditionalRequestsOf(endpoint, samePath, options.handlers);
    app.route({
      method: endpoint.method,
      url: fastifyPathOf(endpoint),
      schema: routeSchemaOf(endpoint),
      // Before validation, so a caller without the right to an operation learns nothing about its body rules.
      preValidation: async (request) => authorize(request, endpoint, options.resolvers),
      // A POST's idempotency and an editable record's version never meet: one is for POSTs, the other GET/PUT/DELETE.
      ...idempotentPosts(endpoint, options.idempotency),
      ...(conditional?.onSend ? { onSend: conditional.onSend } : {}),
      handler: async (request, reply) => {
        const state = requestState(request);
        const context = {
          params: request.params,
          query: request.query,
          body: request.body,
          principal: state.principal,
          organizationId: state.organizationId,
          request,
          reply,
        } as Parameters<typeof handler>[0];
        const { guard } = conditional ?? {};
        // A write's changes are recorded with who made them (domain/auditActor.ts), inside the guard, so that
        // the actor is the request's own and never one queued behind it.
        const { principal } = state;
        const run =
          endpoint.method === 'GET' || !principal
            ? () => handler(context)
            : () =>
                withAuditActor(auditActorOf(principal, options.now?.() ?? new Date()), () =>
                  handler(context),
                );
        const result = await (guard ? guard(context, run) : run());
        reply.code(endpoint.status);
        return endpoint.status === 204 ? reply.send() : reply.send(result);
      },
    });
  }
}
