import { afterEach, describe, expect, it } from 'vitest';
import { gitProviderClient } from './client';
import { GitProviderError } from './errors';
import {
  standInCommits,
  standInFetch,
  startGitHubStandIn,
  type ProviderStandIn,
  type StandInRepository,
} from './testing/standIns';

const token = 'ghp_valid0123456789';
let standIn: ProviderStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

/** 150 repositories: two pages at GitHub's 100 per page. */
const manyRepositories: StandInRepository[] = Array.from({ length: 150 }, (_, index) => ({
  owner: index % 2 === 0 ? 'acme' : 'octo-org',
  name: `service-${index}`,
  private: index % 3 !== 0,
}));

async function start(
  repositories: StandInRepository[],
  options: { basePath?: string; pageSize?: number } = {},
) {
  standIn = await startGitHubStandIn({ token, repositories, ...options });
  return standIn;
}

describe('GitHub adapter', () => {
  it('lists every repository across pages, following the Link header, with the bearer token', async () => {
    const api = await start(manyRepositories);
    const client = gitProviderClient({ fetch: standInFetch, type: 'GITHUB', token, gitApiUrl: api.apiUrl });

    const repositories = await client.listRepositories();

    expect(repositories).toHaveLength(150);
    expect(repositories[0]).toEqual({
      id: '700000',
      name: 'acme/service-0',
      url: 'https://github.com/acme/service-0.git',
      default_branch: 'main',
      is_private: false,
    });
    expect(repositories[1]?.is_private).toBe(true);
    expect(api.requests.map((request) => `${request.path}?${request.query.toString()}`)).toEqual([
      '/user/repos?per_page=100&page=1&sort=updated',
      '/user/repos?per_page=100&page=2&sort=updated',
    ]);
    for (const request of api.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${token}`);
      expect(request.headers.accept).toBe('application/vnd.github+json');
      expect(request.headers['user-agent']).toBeTruthy();
    }
  });

  it('filters by name, whatever the case', async () => {
    const api = await start(manyRepositories);
    const client = gitProviderClient({ fetch: standInFetch, type: 'GITHUB', token, gitApiUrl: api.apiUrl });

    const repositories = await client.listRepositories({ search: 'OCTO-org/SERVICE-14' });

    expect(repositories.map((repository) => repository.name)).toEqual([
      'octo-org/service-141',
      'octo-org/service-143',
      'octo-org/service-145',
      'octo-org/service-147',
      'octo-org/service-149',
    ]);
  });

  it('talks to a GitHub Enterprise Server under its own API path', async () => {
    const api = await start([{ owner: 'platform', name: 'infra' }], { basePath: '/api/v3' });
    const client = gitProviderClient({
      fetch: standInFetch,
      type: 'GITHUB',
      token,
      gitApiUrl: `${api.apiUrl}/`,
    });

    expect(await client.listRepositories()).toHaveLength(1);
    expect(api.apiUrl).toMatch(/\/api\/v3$/);
    expect(api.requests[0]?.path).toBe('/user/repos');
  });

  it('lists the branches of owner/name across pages', async () => {
    const branches = ['main', 'develop', 'feature/login', 'release-1.0', 'hotfix'];
    const api = await start([{ owner: 'acme', name: 'web', branches }], { pageSize: 2 });
    const client = gitProviderClient({ fetch: standInFetch, type: 'GITHUB', token, gitApiUrl: api.apiUrl });

    expect(await client.listBranches('acme/web')).toEqual(branches.map((name) => ({ name })));
    expect(api.requests.map((request) => request.path)).toEqual([
      '/repos/acme/web/branches',
      '/repos/acme/web/branches',
      '/repos/acme/web/branches',
    ]);
    expect(api.requests.map((request) => request.query.get('page'))).toEqual([null, '2', '3']);
  });

  it('says the token was refused when GitHub answers 401', async () => {
    const api = await start(manyRepositories);
    const client = gitProviderClient({
      fetch: standInFetch,
      type: 'GITHUB',
      token: 'ghp_revoked',
      gitApiUrl: api.apiUrl,
    });

    const error = await client.listRepositories().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(GitProviderError);
    expect(error).toMatchObject({ kind: 'unauthorized', upstreamStatus: 401 });
    expect((error as Error).message).toMatch(/refused by GitHub \(401: Bad credentials\).*expired.*scopes/);
  });

  it('reports an unknown repository as not found', async () => {
    const api = await start([{ owner: 'acme', name: 'web' }]);
    const client = gitProviderClient({ fetch: standInFetch, type: 'GITHUB', token, gitApiUrl: api.apiUrl });

    await expect(client.listBranches('acme/missing')).rejects.toMatchObject({
      kind: 'not_found',
      message: expect.stringContaining('acme/missing'),
    });
    await expect(client.listBranches('no-owner')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it("lists a branch's latest commits, newest first, with the first line of each message", async () => {
    const api = await start([{ owner: 'acme', name: 'web', branches: ['main', 'next'] }]);
    const client = gitProviderClient({ fetch: standInFetch, type: 'GITHUB', token, gitApiUrl: api.apiUrl });

    const commits = await client.listCommits('acme/web', 'next', 3);

    const expected = standInCommits('next');
    expect(commits).toEqual(
      expected.slice(0, 3).map((commit) => ({
        id: commit.sha,
        message: commit.message.split('\n')[0],
        authorName: 'Octo Cat',
        authorAvatarUrl: 'https://avatars.githubusercontent.com/u/583231',
        createdAt: commit.date,
        pageUrl: `https://github.com/acme/web/commit/${commit.sha}`,
      })),
    );
    expect(api.requests.map((request) => `${request.path}?${request.query.toString()}`)).toEqual([
      '/repos/acme/web/commits?sha=next&per_page=3',
    ]);
    await expect(client.listCommits('acme/web', 'gone', 3)).rejects.toMatchObject({ kind: 'not_found' });
  });
});
