import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A repository as a test describes it; each stand-in dresses it in its provider's JSON. */
export interface StandInRepository {
  /** GitHub owner, GitLab namespace path (groups may nest: "acme/platform"), or Bitbucket workspace. */
  owner: string;
  name: string;
  /** Defaults to true. */
  private?: boolean;
  /** Defaults to "main"; null for an empty repository. */
  defaultBranch?: string | null;
  /** Defaults to the default branch alone. */
  branches?: string[];
}

export interface StandInOptions {
  /** The only token the stand-in accepts. */
  token: string;
  repositories: StandInRepository[];
  /** Items per page at most, whatever the client asks for (the real APIs cap at 100). */
  pageSize?: number;
  /** Where the API lives on the server, as on a self-hosted instance ("/api/v3" for GitHub Enterprise). */
  basePath?: string;
}

export interface RecordedRequest {
  method: string;
  /** Path below the base path, e.g. "/user/repos". */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface ProviderStandIn {
  /** What a git token's `git_api_url` holds to reach this stand-in. */
  apiUrl: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export interface StandInReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Answers one request below the base path; `apiUrl` serves to build absolute pagination links. */
export type StandInHandler = (request: RecordedRequest, apiUrl: string) => StandInReply;

export async function startStandIn(basePath: string, handle: StandInHandler): Promise<ProviderStandIn> {
  const requests: RecordedRequest[] = [];
  let apiUrl = '';
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://stand-in');
    const inside = url.pathname === basePath || url.pathname.startsWith(`${basePath}/`);
    const request: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: inside ? url.pathname.slice(basePath.length) || '/' : url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
    };
    requests.push(request);
    const reply = inside ? handle(request, apiUrl) : { status: 404, body: { message: 'Not Found' } };
    outgoing.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    outgoing.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  apiUrl = `http://127.0.0.1:${port}${basePath}`;
  return {
    apiUrl,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  lastPage: number;
  total: number;
}

/** One page of `items`, 1-based, with the client's page size capped as the real APIs cap it. */
export function pageOf<T>(
  items: T[],
  query: URLSearchParams,
  sizeParam: string,
  options: StandInOptions,
): Page<T> {
  const requested = Number(query.get(sizeParam) ?? 30);
  const perPage = Math.max(1, Math.min(requested, options.pageSize ?? 100));
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    page,
    perPage,
    lastPage,
    total: items.length,
  };
}

export const withDefaults = (repository: StandInRepository) => {
  const defaultBranch = repository.defaultBranch === undefined ? 'main' : repository.defaultBranch;
  return {
    ...repository,
    private: repository.private ?? true,
    defaultBranch,
    branches: repository.branches ?? (defaultBranch ? [defaultBranch] : []),
  };
};

/** A stable commit id per name, shaped like a real one. */
export const fakeSha = (seed: string) => createHash('sha1').update(seed).digest('hex');

export const timestamp = '2026-01-15T09:30:00Z';

/** Five commits of a branch, newest first, an hour apart: stable for the branch's name. */
export function standInCommits(branch: string) {
  return Array.from({ length: 5 }, (_, index) => ({
    sha: fakeSha(`${branch}#${index}`),
    message: `Change ${5 - index} on ${branch}\n\nWhy it was made.`,
    author: 'Octo Cat',
    date: new Date(Date.parse(timestamp) - index * 3_600_000).toISOString(),
  }));
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): StandInReply => ({
  status,
  body,
  headers,
});
