import type { BodyOf, ParamsOf, QueryOf, ResponseOf, Route } from '../../../contract';
import { authorizationHeader, sessionStore, type Credential } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from './idempotencyKey';
import { entityTagOf, rememberEntityTag } from './entityTags';
import type { Store } from '../store';
import { rateBudget, type RateBudget, readRateBudget, readRetryAfterSeconds } from './rateBudget';
import { retryDelay, shouldResendWrite } from './retry';
import { buildUrl } from './url';

interface TransportOptions {
  signal?: AbortSignal;
  /** Another API address than the session's, e.g. while signing in. */
  baseUrl?: string;
  /** Other credentials than the session's; `null` sends none. */
  credential?: Credential | null;
  /** The Idempotency-Key of a POST: a new one for each call unless given; every resend of the call reuses it. */
  idempotencyKey?: string;
  /**
   * The copy of the record a write was made from: its ETag goes as If-Match, so the write answers 412 rather than
   * overwrite a version saved since. A copy without one (never answered by a GET or PUT) sends none.
   */
  basedOn?: object;
  /** Where the answer's request budget is kept: the console's own unless the endpoint has a budget of its own. */
  budget?: Store<RateBudget | null>;
}

type ParamsPart<E> = ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> };
type QueryPart<E> = QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> };
type BodyPart<E> = BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> };

export type CallOptions<E> = ParamsPart<E> & QueryPart<E> & BodyPart<E> & TransportOptions;

/** The options argument may be left out when the endpoint needs neither params nor a body. */
type CallArgs<E> =
  ParamsOf<E> extends undefined
    ? BodyOf<E> extends undefined
      ? [options?: CallOptions<E>]
      : [options: CallOptions<E>]
    : [options: CallOptions<E>];

/**
 * Calls one endpoint of the contract by its route. Resolves with the response body typed from the route, or rejects with an
 * ApiError. It reports nothing and redirects nowhere: callers decide what a failure means to the person.
 *
 * A POST carries an Idempotency-Key, one per call; when its answer is lost on the way (no answer, or a gateway
 * giving up), the call sends it again with the same key, and the server answers as it did the first time.
 */
export function call<E extends Route>(endpoint: E, ...[options]: CallArgs<E>): Promise<ResponseOf<E>> {
  // The route's schemas typed the options; the server checks every answer against the same contract schema, so
  // the body is taken as typed.
  return callRoute(endpoint, options as RouteCallOptions | undefined) as Promise<ResponseOf<E>>;
}

/** A call's options in the form they travel: path parameters, query and body as plain values. */
export interface RouteCallOptions extends TransportOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
}

/**
 * `call` for code that picks its route from a table (the kinds of service): the options in the form they travel,
 * the answer as it came. Such a table types each entry's calls itself, and the compiler checks every entry
 * against its route (see `features/services/api/serviceCalls.ts`); everywhere else, use `call`.
 */
export async function callRoute(endpoint: Route, options?: RouteCallOptions): Promise<unknown> {
  const session = sessionStore.get();
  const baseUrl = options?.baseUrl ?? session.baseUrl;
  const credential = options?.credential === undefined ? session.credential : options.credential;
  const url = buildUrl(baseUrl, endpoint.path, options?.params, options?.query);

  const headers = new Headers({ Accept: 'application/json' });
  if (credential) headers.set('Authorization', authorizationHeader(credential));
  const hasBody = options?.body !== undefined;
  if (hasBody) headers.set('Content-Type', 'application/json');
  const version = entityTagOf(options?.basedOn);
  if (version) headers.set('If-Match', version);
  const isPost = endpoint.method === 'POST';
  if (isPost) headers.set(IDEMPOTENCY_KEY_HEADER, options?.idempotencyKey ?? newIdempotencyKey());
  const init: RequestInit = {
    method: endpoint.method,
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options?.signal,
  };

  // The server keeps a key per credential: without credentials, a resend could run the request twice.
  const resendable = isPost && credential !== null;
  for (let resends = 0; ; resends += 1) {
    try {
      return await answerOf(endpoint, await send(url, init, baseUrl), baseUrl, options?.budget ?? rateBudget);
    } catch (error) {
      if (!resendable || !shouldResendWrite(resends, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(resends, error)));
    }
  }
}

async function send(url: string, init: RequestInit, baseUrl: string): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiError({
      status: 0,
      error: 'Network Error',
      message: `Could not reach the API at ${baseUrl}.`,
      baseUrl,
    });
  }
}

async function answerOf(
  endpoint: Route,
  response: Response,
  baseUrl: string,
  budgets: Store<RateBudget | null>,
): Promise<unknown> {
  const now = Date.now();
  const budget = readRateBudget(response.headers, now);
  if (budget) budgets.set(budget);

  if (!response.ok) throw await toApiError(response, baseUrl, now);
  if (response.status === 204 || endpoint.status === 204) return undefined;
  // A file (a kubeconfig in YAML) is answered as it is, as text.
  if (!(response.headers.get('Content-Type') ?? 'application/json').includes('json')) {
    return await response.text();
  }
  const body: unknown = await response.json();
  rememberEntityTag(body, response.headers.get('ETag'));
  return body;
}

async function toApiError(response: Response, baseUrl: string, now: number): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: { error?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not the API's error body: a proxy or a wrong address answered.
  }
  const isErrorBody = typeof body.message === 'string';
  return new ApiError({
    status: response.status,
    error: typeof body.error === 'string' ? body.error : response.statusText || `HTTP ${response.status}`,
    message: isErrorBody ? String(body.message) : fallbackMessage(response.status, baseUrl),
    baseUrl,
    requestId: response.headers.get('X-Request-Id') ?? undefined,
    retryAfterSeconds:
      response.status === 429 ? (readRetryAfterSeconds(response.headers, now) ?? 60) : undefined,
  });
}

function fallbackMessage(status: number, baseUrl: string): string {
  if (status === 404) return `No platform API answers at ${baseUrl}.`;
  if (status >= 500) return `The API at ${baseUrl} failed to answer (HTTP ${status}).`;
  return `The request failed (HTTP ${status}).`;
}
