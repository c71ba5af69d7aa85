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
  | 'service';

type AnyObject = z.ZodObject<z.ZodRawShape>;

/** One operation of the API: the server registers it, OpenAPI documents it, the console calls it. */
export interface Endpoint<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  /** OpenAPI style: `/project/{projectId}`. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  access: AccessClass;
  /**
   * Which organization the access check runs against: the name of a path parameter, and the kind of record it
   * identifies (the server resolves a project or environment to its organization).
   */
  scopeParam?: { param: string; kind: ScopeKind };
  params: P;
  query: Q;
  body: B;
  /** Success status; 204 has no body. */
  status: 200 | 201 | 202 | 204;
  /**
   * Why the operation may answer 409, when it is not the usual name already taken of a create or edit (for
   * example a delete refused while other records use the one deleted).
   */
  conflict?: string;
  response: R;
}

export function endpoint<
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(
  definition: Omit<Endpoint<P, Q, B, R>, 'params' | 'query' | 'body' | 'response'> & {
    params?: P;
    query?: Q;
    body?: B;
    response?: R;
  },
): Endpoint<P, Q, B, R> {
  return {
    ...definition,
    params: definition.params as P,
    query: definition.query as Q,
    body: definition.body as B,
    response: definition.response as R,
  };
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

export type ParamsOf<E> = E extends Endpoint<infer P, infer _Q, infer _B, infer _R> ? Infer<P> : never;
export type QueryOf<E> = E extends Endpoint<infer _P, infer Q, infer _B, infer _R> ? InferInput<Q> : never;
export type BodyOf<E> = E extends Endpoint<infer _P, infer _Q, infer B, infer _R> ? InferInput<B> : never;
export type ResponseOf<E> = E extends Endpoint<infer _P, infer _Q, infer _B, infer R> ? Infer<R> : never;
