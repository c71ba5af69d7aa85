import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  cloneCredentials,
  defaultGitApiUrl,
  gitProviderClient,
  isTokenGitHost,
  tokenGitHost,
} from './client';
import type { FetchLike } from './http';
import { standInFetch } from './testing/standIns';

/** A fetch that records what it was asked and answers with `reply`. */
function recordingFetch(reply: (url: URL) => Response) {
  const calls: { url: URL; headers: Headers }[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    calls.push({ url, headers: new Headers(init?.headers) });
    return reply(url);
  };
  return { fetch, calls };
}

const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

/** A loopback port nothing listens on any more. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('gitProviderClient', () => {
  it("uses each provider's public API when the token names none", async () => {
    expect(defaultGitApiUrl('GITHUB')).toBe('https://api.github.com');
    expect(defaultGitApiUrl('GITLAB')).toBe('https://gitlab.com/api/v4');
    expect(defaultGitApiUrl('BITBUCKET')).toBe('https://api.bitbucket.org/2.0');

    const github = recordingFetch(() => jsonResponse([]));
    await gitProviderClient({ type: 'GITHUB', token: 't', fetch: github.fetch }).listRepositories();
    const gitlab = recordingFetch(() => jsonResponse([]));
    await gitProviderClient({
      type: 'GITLAB',
      token: 't',
      fetch: gitlab.fetch,
      gitApiUrl: null,
    }).listRepositories();
    const bitbucket = recordingFetch(() => jsonResponse({ values: [] }));
    await gitProviderClient({
      type: 'BITBUCKET',
      token: 't',
      workspace: 'ws',
      fetch: bitbucket.fetch,
    }).listBranches('ws/repo');

    expect(github.calls[0]?.url.href).toBe(
      'https://api.github.com/user/repos?per_page=100&page=1&sort=updated',
    );
    expect(gitlab.calls[0]?.url.origin + (gitlab.calls[0]?.url.pathname ?? '')).toBe(
      'https://gitlab.com/api/v4/projects',
    );
    expect(bitbucket.calls[0]?.url.href).toBe(
      'https://api.bitbucket.org/2.0/repositories/ws/repo/refs/branches?pagelen=100',
    );
  });

  it('names the URL it could not reach, and leaves why to the log', async () => {
    const port = await closedPort();
    const client = gitProviderClient({
      type: 'GITLAB',
      token: 't',
      gitApiUrl: `http://127.0.0.1:${port}/api/v4`,
      fetch: standInFetch,
    });

    await expect(client.listRepositories()).rejects.toMatchObject({
      kind: 'unreachable',
      message: `GitLab could not be reached at http://127.0.0.1:${port}/api/v4/projects`,
      detail: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('gives up on a provider that does not answer in time', async () => {
    const timingOut: FetchLike = async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    const client = gitProviderClient({ type: 'GITHUB', token: 't', fetch: timingOut, timeoutMs: 10_000 });

    await expect(client.listRepositories()).rejects.toMatchObject({
      kind: 'unreachable',
      message: 'GitHub could not be reached at https://api.github.com/user/repos',
      detail: 'no answer within 10 s',
    });
  });

  it('passes an abort signal so a hung provider cannot hold a request forever', async () => {
    let signal: AbortSignal | null | undefined;
    const fetch: FetchLike = async (_input, init) => {
      signal = init?.signal;
      return jsonResponse([]);
    };
    await gitProviderClient({ type: 'GITHUB', token: 't', fetch }).listRepositories();
    expect(signal).toBeInstanceOf(AbortSignal);
  });

  it('reports other provider failures, rate limits and odd bodies with their status', async () => {
    const failing = recordingFetch(() => jsonResponse({ message: 'Server Error' }, { status: 500 }));
    const limited = recordingFetch(() =>
      jsonResponse(
        { message: 'API rate limit exceeded' },
        { status: 403, headers: { 'x-ratelimit-remaining': '0' } },
      ),
    );
    const odd = recordingFetch(() => jsonResponse({ not: 'a list' }));

    await expect(
      gitProviderClient({ type: 'GITHUB', token: 't', fetch: failing.fetch }).listRepositories(),
    ).rejects.toMatchObject({
      kind: 'upstream',
      upstreamStatus: 500,
      message: 'GitHub answered 500: Server Error',
    });
    await expect(
      gitProviderClient({ type: 'GITHUB', token: 't', fetch: limited.fetch }).listRepositories(),
    ).rejects.toMatchObject({ kind: 'rate_limited', upstreamStatus: 403 });
    await expect(
      gitProviderClient({ type: 'GITHUB', token: 't', fetch: odd.fetch }).listRepositories(),
    ).rejects.toMatchObject({
      kind: 'upstream',
      message: expect.stringContaining('unexpected shape'),
    });
  });

  it('reads at most maxPages pages', async () => {
    const endless = recordingFetch((url) => {
      const page = Number(url.searchParams.get('page'));
      return jsonResponse([], { headers: { 'x-next-page': String(page + 1) } });
    });
    const client = gitProviderClient({ type: 'GITLAB', token: 't', fetch: endless.fetch, maxPages: 3 });

    await client.listRepositories();

    expect(endless.calls.map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('does not follow a pagination link to another host, which would carry the token there', async () => {
    const leaking = recordingFetch(() =>
      jsonResponse([], { headers: { link: '<https://evil.example/user/repos?page=2>; rel="next"' } }),
    );
    const client = gitProviderClient({ type: 'GITHUB', token: 't', fetch: leaking.fetch });

    await expect(client.listRepositories()).rejects.toMatchObject({ kind: 'upstream' });
    expect(leaking.calls).toHaveLength(1);
  });

  it('refuses a git API URL that is not http(s)', () => {
    expect(() =>
      gitProviderClient({ type: 'GITLAB', token: 't', gitApiUrl: 'ftp://gitlab.acme', fetch: standInFetch }),
    ).toThrow(/not an http\(s\) URL/);
  });

  it("sends a token to git only on its provider's host, or its own API's host", () => {
    expect(tokenGitHost('GITHUB', null)).toBe('github.com');
    expect(tokenGitHost('GITHUB', 'https://api.github.com/')).toBe('github.com');
    expect(tokenGitHost('GITLAB', null)).toBe('gitlab.com');
    expect(tokenGitHost('BITBUCKET', null)).toBe('bitbucket.org');
    expect(tokenGitHost('GITHUB', 'https://GHE.acme.example./api/v3')).toBe('ghe.acme.example');
    const repository = (url: string) => new URL(url);
    expect(isTokenGitHost('GITHUB', null, repository('https://GitHub.com./acme/infra.git'))).toBe(true);
    expect(isTokenGitHost('GITHUB', null, repository('https://github.com.evil.example/acme/infra.git'))).toBe(
      false,
    );
    expect(
      isTokenGitHost('GITLAB', 'https://gitlab.acme.example/api/v4', repository('https://gitlab.com/a/b')),
    ).toBe(false);
  });

  it('gives the user name each provider expects beside a token for git over HTTPS', () => {
    expect(cloneCredentials('GITHUB', 'tok')).toEqual({ username: 'x-access-token', password: 'tok' });
    expect(cloneCredentials('GITLAB', 'tok').username).toBe('oauth2');
    expect(cloneCredentials('BITBUCKET', 'tok').username).toBe('x-token-auth');
  });
});
