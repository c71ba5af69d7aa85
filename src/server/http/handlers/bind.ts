import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../../contract';
import { UnauthenticatedError } from '../../domain/errors';
import type { Principal } from '../../domain/principal';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a handler receives: validated input, typed from its endpoint's descriptor. */
export interface HandlerContext<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** Verified credentials; null only on public operations. */
  principal: Principal | null;
  /** For operations scoped to an organization (directly or through a project, ...): the one checked. */
  organizationId: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The value a handler answers: the descriptor's response, or nothing for 204. */
export type HandlerResult<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : void;

export type Handler<E extends Endpoint> = (context: HandlerContext<E>) => Promise<HandlerResult<E>>;

type EndpointGroup = Record<string, Endpoint>;

/** One handler for each endpoint of a contract group: a missing one fails to compile. */
export type HandlersFor<G extends EndpointGroup> = { [K in keyof G]: Handler<G[K]> };

/** Erased form, once the endpoint and its handler are paired; only route registration sees it. */
export type AnyHandler = (context: HandlerContext<Endpoint>) => Promise<unknown>;

export type HandlerRegistry = Map<Endpoint, AnyHandler>;

/** Pairs each endpoint of a group with its handler, ready for registration. */
export function bindHandlers<G extends EndpointGroup>(
  registry: HandlerRegistry,
  group: G,
  handlers: HandlersFor<G>,
): HandlerRegistry {
  // Each handler was type-checked against its own endpoint (HandlersFor); from here on only route
  // registration calls it, with input validated by that same endpoint's schemas.
  const byName = handlers as unknown as Record<string, AnyHandler>;
  for (const [name, endpoint] of Object.entries(group)) {
    const handler = byName[name];
    if (handler) registry.set(endpoint, handler);
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
