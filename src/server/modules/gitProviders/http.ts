import type { z } from 'zod';
import type { GitProvider } from '../../../contract/services/common';
import { OutboundRefused } from '../../outbound/policy';
import { GitProviderError } from './errors';

export type FetchLike = typeof globalThis.fetch;

export const providerLabel: Record<GitProvider, string> = {
  GITHUB: 'GitHub',
  GITLAB: 'GitLab',
  BITBUCKET: 'Bitbucket',
};

/** What every request to one provider shares. */
export interface ProviderHttp {
  provider: GitProvider;
  fetch: FetchLike;
  headers: Record<string, string>;
  timeoutMs: number;
  /** The API's origin: a pagination link elsewhere would carry the token to another host, so it is refused. */
  origin: string;
  maxPages: number;
}

export interface JsonResponse {
  body: unknown;
  headers: Headers;
}

/** Where a request went, without its query string, for messages. */
const describe = (url: URL) => `${url.origin}${url.pathname}`;

export async function getJson(http: ProviderHttp, url: URL, notFoundMessage: string): Promise<JsonResponse> {
  const label = providerLabel[http.provider];
  if (url.origin !== http.origin) {
    throw new GitProviderError('upstream', `${label} pointed to ${describe(url)}, outside ${http.origin}`);
  }
  let response: Response;
  let text: string;
  try {
    response = await http.fetch(url, {
      headers: { accept: 'application/json', ...http.headers },
      signal: AbortSignal.timeout(http.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw unreachable(label, url, error, http.timeoutMs);
  }
  if (!response.ok) throw statusError(label, response, text, notFoundMessage);
  try {
    return { body: JSON.parse(text), headers: response.headers };
  } catch {
    throw new GitProviderError(
      'upstream',
      `${label} answered ${describe(url)} with something other than JSON`,
    );
  }
}

/** Checks the fields an adapter reads; a provider changing its shape becomes an upstream error, not a crash. */
export function readBody<T>(http: ProviderHttp, schema: z.ZodType<T>, body: unknown, url: URL): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue ? ` (${issue.path.join('.') || 'body'}: ${issue.message})` : '';
  throw new GitProviderError(
    'upstream',
    `${providerLabel[http.provider]} answered ${describe(url)} in an unexpected shape${where}`,
  );
}

/**
 * Reads page after page until the provider says there is no next one, or `maxPages` were read: listings
 * stay bounded whatever the account holds.
 */
export async function collectPages<T>(
  http: ProviderHttp,
  firstUrl: URL,
  notFoundMessage: string,
  page: (response: JsonResponse, url: URL) => { items: T[]; next: URL | null },
): Promise<T[]> {
  const items: T[] = [];
  let url: URL | null = firstUrl;
  for (let read = 0; url && read < http.maxPages; read += 1) {
    const current: URL = url;
    const result = page(await getJson(http, current, notFoundMessage), current);
    items.push(...result.items);
    url = result.next;
  }
  return items;
}

/**
 * One text for every provider that cannot be reached (refused, reset, timed out, not resolving), so that a git
 * API URL cannot map what the platform reaches; the reason goes to the log (`detail`). A target the outbound
 * policy refuses says why: that depends on its address alone.
 */
function unreachable(label: string, url: URL, error: unknown, timeoutMs: number): GitProviderError {
  if (error instanceof OutboundRefused) {
    return new GitProviderError(
      'unreachable',
      `${label} at ${url.origin} may not be called: ${error.message}`,
    );
  }
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : null;
  const reason = timedOut
    ? `no answer within ${timeoutMs / 1000} s`
    : (cause ?? (error instanceof Error ? error.message : String(error)));
  return new GitProviderError(
    'unreachable',
    `${label} could not be reached at ${describe(url)}`,
    null,
    reason,
  );
}

function statusError(label: string, response: Response, text: string, notFoundMessage: string) {
  const { status } = response;
  const detail = providerMessage(text);
  const rateLimited =
    status === 429 || (status === 403 && response.headers.get('x-ratelimit-remaining') === '0');
  if (rateLimited) {
    const retryAfter = response.headers.get('retry-after');
    const when = retryAfter ? `in ${retryAfter} s` : 'later';
    return new GitProviderError(
      'rate_limited',
      `${label} rate-limits this git token for now; try again ${when}`,
      status,
    );
  }
  if (status === 401 || status === 403) {
    return new GitProviderError(
      'unauthorized',
      `The git token was refused by ${label} (${status}${detail ? `: ${detail}` : ''}): ` +
        'check that it has not expired and that its scopes allow reading repositories',
      status,
    );
  }
  if (status === 404) return new GitProviderError('not_found', notFoundMessage, status);
  return new GitProviderError(
    'upstream',
    `${label} answered ${status}${detail ? `: ${detail}` : ` ${response.statusText}`}`,
    status,
  );
}

/** The human part of a provider's error body: GitHub and GitLab send `message`, Bitbucket `error.message`. */
function providerMessage(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return null;
    const record = body as { message?: unknown; error?: { message?: unknown } };
    const message = record.message ?? record.error?.message;
    return typeof message === 'string' ? message.slice(0, 200) : null;
  } catch {
    return null;
  }
}

/** Case-insensitive "contains", the same for every provider whatever its own search does. */
export function matchesSearch(name: string, search: string | undefined): boolean {
  const term = search?.trim().toLowerCase();
  return !term || name.toLowerCase().includes(term);
}

/** The first line of a commit message: what lists show. */
export function firstLine(message: string): string {
  return message.split('\n', 1)[0]?.trim() ?? '';
}
