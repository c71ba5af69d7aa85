import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The access an operation needs. API token scopes and people's roles both map onto these classes:
 * `public` needs no credentials; `authenticated` needs any valid credentials and no organization scope.
 */
export type AccessClass = 'public' | 'authenticated' | 'read' | 'deploy' | 'write' | 'admin';

/** The kinds of record an access check can start from; each resolves to its organization. */
export type ScopeKind =
  | 'organization'
  | 'cluster'
  | 'project'
  | 'environment'
  | 'application'
  | 'container'
  | 'database'
  | 'job'
  | 'helm'
  | 'terraform'
  | 'deployment'
  | 'deploymentRequest'
  | 'deploymentStage'
  /** A service of any type. */
  | 'service'
  /** A variable or a secret, of any scope. */
  | 'variable'
  /** What a variable can belong to: a project, an environment or a service, whichever the id names. */
  | 'variableParent';

type AnyObject = z.ZodObject<Record<string, z.ZodType>>;

/** Where an operation is, who may call it and how it answers: plain values, no schema. */
export interface RouteFields {
  method: HttpMethod;
  /** OpenAPI style: `/project/{projectId}`. */
  path: string;
  operationId: string;
  access: AccessClass;
  /**
   * Which organization the access check runs against: the name of a parameter (of the path unless `in` says
   * otherwise), and the kind of record it identifies (the server resolves a project or environment to its organization).
   */
  scopeParam?: {
    param: string;
    kind: ScopeKind;
    /** Where the id is: a path parameter unless said otherwise (a query parameter or a field of a JSON body). */
    in?: 'path' | 'query' | 'body';
    /**
     * For an operation of the organization that serves a write in one of its projects (reading a Terraform module
     * to create a service from): a custom role needs that access on some environment type of some project, as the
     * write it serves does, rather than across the organization.
     */
    roleLevel?: 'someProject';
  };
  /**
   * Where the result of a clone, move, attach or change of type lands, when that is not (only) the record
   * `scopeParam` names: checked as well, with what making the result there directly needs.
   */
  target?: TargetRule;
  /** Success status; 204 has no body. */
  status: 200 | 201 | 202 | 204;
}

/**
 * The second place an operation is checked against: where its result lands. A clone needs what a create needs
 * where the copy lands, a change of an environment's type needs the rights on the new type as well as the old one.
 */
export interface TargetRule {
  /**
   * The parameter naming the record the result lands in or moves (of the path unless `in` says otherwise). Absent:
   * the record `scopeParam` names, as the request leaves it (of the type `modeField` gives it, say).
   */
  param?: string;
  in?: 'path' | 'query' | 'body';
  /** The kind of record `param` names (or the scope's kind, without `param`). */
  kind: ScopeKind;
  /** When the request leaves `param` out, the result lands in the source's own record of that kind. */
  orSource?: boolean;
  /** A body field giving the environment type the result has (a clone to another type, an edit of the type). */
  modeField?: string;
  /** What the caller needs there: what making the result there directly needs. */
  access: Exclude<AccessClass, 'public' | 'authenticated'>;
}

declare const schemaTypes: unique symbol;

/**
 * One operation of the API as the console calls it: its route, and the types (never the values) of the schemas
 * the server pairs it with, so that calls and handlers are typed without loading zod.
 */
export interface Route<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> extends RouteFields {
  /** Types only: no route carries this field at run time. */
  readonly [schemaTypes]?: { params: P; query: Q; body: B; response: R };
}

/** What the server validates an operation's input and answer with, and what OpenAPI says of it. */
export interface EndpointSchemas<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> {
  summary: string;
  /** What the summary's one line cannot hold that a client must know (OpenAPI's `description`). */
  description?: string;
  tag: string;
  params: P;
  query: Q;
  body: B;
  /**
   * Why the operation may answer 409, when it is not the usual name already taken of a create or edit (for
   * example a delete refused while other records use the one deleted).
   */
  conflict?: string;
  response: R;
}

/** One operation of the API, route and schemas together: the server registers it, OpenAPI documents it. */
export interface Endpoint<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
>
  extends Route<P, Q, B, R>, EndpointSchemas<P, Q, B, R> {}

type SchemasDefinition<P, Q, B, R> = Omit<EndpointSchemas, 'params' | 'query' | 'body' | 'response'> & {
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
};

/** The schemas of one operation; those it does not take are left out. */
export function endpointSchemas<
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(definition: SchemasDefinition<P, Q, B, R>): EndpointSchemas<P, Q, B, R> {
  return {
    ...definition,
    params: definition.params as P,
    query: definition.query as Q,
    body: definition.body as B,
    response: definition.response as R,
  };
}

/** An operation written in one piece, route and schemas together. */
export function endpoint<
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(definition: RouteFields & SchemasDefinition<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return { ...definition, ...endpointSchemas<P, Q, B, R>(definition) };
}

/** The types of the schemas a route (or an endpoint) goes with. */
export type SchemasOf<E> =
  E extends Route<infer P, infer Q, infer B, infer R> ? { params: P; query: Q; body: B; response: R } : never;

/** The route that goes with an operation's schemas. */
export type RouteOf<S> =
  S extends EndpointSchemas<infer P, infer Q, infer B, infer R> ? Route<P, Q, B, R> : never;

/** A family's routes, typed by the family's schemas (`S`, keyed by the same names). */
export type RoutesOf<S> = { [K in keyof S]: RouteOf<S[K]> };

/** The endpoint a route stands for, typed by its schemas. */
export type EndpointOf<E> =
  E extends Route<infer P, infer Q, infer B, infer R> ? Endpoint<P, Q, B, R> : never;

/**
 * A family's routes, typed by the schemas the server pairs them with: each name of `S` needs its route, and a
 * route without schemas does not compile. At run time the routes are the plain objects written.
 */
/* #__NO_SIDE_EFFECTS__ */
export function routes<S extends Record<string, EndpointSchemas>>(family: {
  [K in keyof S]: RouteFields;
}): RoutesOf<S> {
  return family as RoutesOf<S>;
}

/** One route, typed by the schemas the server pairs it with (`S`). */
/* #__NO_SIDE_EFFECTS__ */
export function route<S extends EndpointSchemas>(fields: RouteFields): RouteOf<S> {
  return fields as RouteOf<S>;
}

/** Each route of a family with its schemas, in the family's order. */
export function pairEndpoints<S extends Record<string, EndpointSchemas>>(
  family: RoutesOf<S>,
  schemas: S,
): Endpoint[] {
  const named = Object.entries(family as Record<string, RouteFields>);
  const unrouted = Object.keys(schemas).filter((name) => !(name in family));
  if (unrouted.length > 0) throw new Error(`Schemas without a route: ${unrouted.join(', ')}`);
  return named.map(([name, route]) => {
    const documented = schemas[name];
    if (!documented) throw new Error(`${route.operationId} (${name}) has no schemas`);
    return { ...route, ...documented };
  });
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

export type ParamsOf<E> = E extends Route<infer P, infer _Q, infer _B, infer _R> ? Infer<P> : never;
export type QueryOf<E> = E extends Route<infer _P, infer Q, infer _B, infer _R> ? InferInput<Q> : never;
export type BodyOf<E> = E extends Route<infer _P, infer _Q, infer B, infer _R> ? InferInput<B> : never;
export type ResponseOf<E> = E extends Route<infer _P, infer _Q, infer _B, infer R> ? Infer<R> : never;
