import { vi } from 'vitest';
import type { Endpoint } from '../../contract';

/** A request the console sent, as the tests inspect it. */
export interface SentRequest {
  method: string;
  /** The path below the API base, e.g. /project/123. */
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
  params: Record<string, string>;
}

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = MockResponse | ((request: SentRequest) => MockResponse | Promise<MockResponse>);

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

const phrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** The API's error answer. */
export function apiError(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): MockResponse {
  return { status, body: { status, error: phrases[status] ?? 'Error', message }, headers };
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

/**
 * Replaces `fetch` with a router over the contract's endpoints: `api.on(projectEndpoints.list, {body})`, then
 * `api.sent(projectEndpoints.delete)` lists what the console sent there. Unrouted requests answer 404.
 */
export function mockApi(baseUrl = `${window.location.origin}/api`) {
  const routes: Route[] = [];
  const requests: SentRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input.toString() : input.url);
    if (!url.href.startsWith(baseUrl)) throw new TypeError('Failed to fetch');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.slice(new URL(baseUrl).pathname.length);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: SentRequest = {
      method,
      path,
      url,
      headers: new Headers(init?.headers),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      params: {},
    };
    requests.push(request);
    // Later routes win, so a test can override a default answer.
    const route = [...routes].reverse().find((r) => r.method === method && r.pattern.test(path));
    if (!route) return toResponse(apiError(404, `No mock answers ${method} ${path}`));
    const match = route.pattern.exec(path);
    route.names.forEach((name, index) => {
      request.params[name] = decodeURIComponent(match?.[index + 1] ?? '');
    });
    const answer = typeof route.handler === 'function' ? await route.handler(request) : route.handler;
    return toResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetch: fetchMock,
    requests,
    on(endpoint: Pick<Endpoint, 'method' | 'path'>, handler: Handler) {
      routes.push({ method: endpoint.method, ...compile(endpoint.path), handler });
      return this;
    },
    /** The requests sent to one endpoint, in order. */
    sent(endpoint: Pick<Endpoint, 'method' | 'path'>): SentRequest[] {
      const { pattern } = compile(endpoint.path);
      return requests.filter((request) => request.method === endpoint.method && pattern.test(request.path));
    },
  };
}

export type MockApi = ReturnType<typeof mockApi>;

function toResponse({ status = 200, body, headers = {} }: MockResponse): Response {
  const noBody = status === 204 || body === undefined;
  return new Response(noBody ? null : JSON.stringify(body), {
    status,
    headers: noBody ? headers : { 'Content-Type': 'application/json', ...headers },
  });
}
