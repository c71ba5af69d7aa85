import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Route, SchemasOf } from '../../../contract';
import { UnauthenticatedError } from '../../domain/errors';
import type { Principal } from '../../domain/principal';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a handler receives: validated input, typed from its endpoint's schemas. */
export interface HandlerContext<E extends Route> {
  params: Parsed<SchemasOf<E>['params']>;
  query: Parsed<SchemasOf<E>['query']>;
  body: Parsed<SchemasOf<E>['body']>;
  /** Verified credentials; null only on public operations. */
  principal: Principal | null;
  /** For operations scoped to an organization (directly or through a project, ...): the one checked. */
  organizationId: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The value a handler answers: the endpoint's response, or nothing for 204. */
export type HandlerResult<E extends Route> = SchemasOf<E>['response'] extends z.ZodType
  ? z.output<SchemasOf<E>['response']>
  : void;

export type Handler<E extends Route> = (context: HandlerContext<E>) => Promise<HandlerResult<E>>;

type RouteGroup = Record<string, Route>;

/** One handler for each endpoint of a contract family (its routes): a missing one fails to compile. */
export type HandlersFor<G extends RouteGroup> = { [K in keyof G]: Handler<G[K]> };

/** Erased form, once the endpoint and its handler are paired; only route registration sees it. */
export type AnyHandler = (context: HandlerContext<Route>) => Promise<unknown>;

/** Handlers by the operationId of their endpoint. */
export type HandlerRegistry = Map<string, AnyHandler>;

/** Pairs each endpoint of a group with its handler, ready for registration. */
export function bindHandlers<G extends RouteGroup>(
  registry: HandlerRegistry,
  group: G,
  handlers: HandlersFor<G>,
): HandlerRegistry {
  // Each handler was type-checked against its own endpoint (HandlersFor); from here on only route
  // registration calls it, with input validated by that same endpoint's schemas. The registry holds handlers of
  // every endpoint, so it keeps them in their erased form: the one conversion the compiler takes on trust.
  const byName = handlers as Partial<Record<string, AnyHandler>>;
  for (const [name, route] of Object.entries(group)) {
    const handler = byName[name];
    if (handler) registry.set(route.operationId, handler);
  }
  return registry;
}

/** The verified caller of a non-public operation (checked before its handler runs). */
export function callerOf(context: { principal: Principal | null }): Principal {
  if (!context.principal) throw new UnauthenticatedError('Missing credentials');
  return context.principal;
}

/** The organization the permission check resolved the path to (a project, environment or service's own). */
export function organizationOf(context: { organizationId: string | null }): string {
  if (!context.organizationId) throw new Error('The permission check resolved no organization');
  return context.organizationId;
}
