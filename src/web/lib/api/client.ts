import type { BodyOf, ParamsOf, QueryOf, ResponseOf, Route } from '../../../contract';
import { authorizationHeader, sessionStore, type Credential } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { entityTagOf, rememberEntityTag } from './entityTags';
import { rateBudget, readRateBudget, readRetryAfterSeconds } from './rateBudget';
import { buildUrl } from './url';

interface TransportOptions {
  signal?: AbortSignal;
  /** Another API address than the session's, e.g. while signing in. */
  baseUrl?: string;
  /** Other credentials than the session's; `null` sends none. */
  credential?: Credential | null;
  /**
   * The copy of the record a write was made from: its ETag goes as If-Match, so the write answers 412 rather than
   * overwrite a version saved since. A copy without one (never answered by a GET or PUT) sends none.
   */
  basedOn?: object;
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
 */
export async function call<E extends Route>(endpoint: E, ...[options]: CallArgs<E>): Promise<ResponseOf<E>> {
  const session = sessionStore.get();
  const baseUrl = options?.baseUrl ?? session.baseUrl;
  const credential = options?.credential === undefined ? session.credential : options.credential;
  const url = buildUrl(
    baseUrl,
    endpoint.path,
    options?.params as Record<string, string> | undefined,
    options?.query as Record<string, string | number | undefined> | undefined,
  );

  const headers = new Headers({ Accept: 'application/json' });
  if (credential) headers.set('Authorization', authorizationHeader(credential));
  const hasBody = options?.body !== undefined;
  if (hasBody) headers.set('Content-Type', 'application/json');
  const version = entityTagOf(options?.basedOn);
  if (version) headers.set('If-Match', version);

  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options?.signal,
    });
  } catch (cause) {
    if (options?.signal?.aborted) throw cause;
    throw new ApiError({
      status: 0,
      error: 'Network Error',
      message: `Could not reach the API at ${baseUrl}.`,
      baseUrl,
    });
  }

  const now = Date.now();
  const budget = readRateBudget(response.headers, now);
  if (budget) rateBudget.set(budget);

  if (!response.ok) throw await toApiError(response, baseUrl, now);
  if (response.status === 204 || endpoint.status === 204) return undefined as ResponseOf<E>;
  // The server checks every answer against the same contract schema, so the body is taken as typed.
  const body = (await response.json()) as ResponseOf<E>;
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
