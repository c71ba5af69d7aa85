import { afterEach, describe, expect, it } from 'vitest';
import { gitProviderClient } from './client';
import {
  standInFetch,
  startGitLabStandIn,
  type ProviderStandIn,
  type StandInRepository,
} from './testing/standIns';

const token = 'glpat-valid0123456789';
let standIn: ProviderStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

const repositories: StandInRepository[] = [
  { owner: 'acme', name: 'web', private: false },
  { owner: 'acme/platform', name: 'terraform-modules', branches: ['main', 'v2'] },
  { owner: 'acme/platform', name: 'empty', defaultBranch: null },
];

async function start(options: { basePath?: string; pageSize?: number } = {}) {
  standIn = await startGitLabStandIn({ token, repositories, ...options });
  return standIn;
}

describe('GitLab adapter', () => {
  it('lists member projects across pages, following X-Next-Page, with PRIVATE-TOKEN', async () => {
    const api = await start({ pageSize: 2 });
    const client = gitProviderClient({ fetch: standInFetch, type: 'GITLAB', token, gitApiUrl: api.apiUrl });

    expect(await client.listRepositories()).toEqual([
      {
        id: '4200000',
        name: 'acme/web',
        url: 'https://gitlab.com/acme/web.git',
        default_branch: 'main',
        is_private: false,
      },
      {
        id: '4200001',
        name: 'acme/platform/terraform-modules',
        url: 'https://gitlab.com/acme/platform/terraform-modules.git',
        default_branch: 'main',
        is_private: true,
      },
      {
        id: '4200002',
        name: 'acme/platform/empty',
        url: 'https://gitlab.com/acme/platform/empty.git',
        default_branch: null,
        is_private: true,
      },
    ]);
    expect(api.requests.map((request) => `${request.path}?${request.query.toString()}`)).toEqual([
      '/projects?membership=true&per_page=100&page=1&order_by=last_activity_at',
      '/projects?membership=true&per_page=100&page=2&order_by=last_activity_at',
    ]);
    for (const request of api.requests) expect(request.headers['private-token']).toBe(token);
  });

  it('asks GitLab to search, namespaces included, and keeps the names that match', async () => {
    const api = await start();
    const client = gitProviderClient({ fetch: standInFetch, type: 'GITLAB', token, gitApiUrl: api.apiUrl });

    const found = await client.listRepositories({ search: 'Platform/Terra' });

    expect(found.map((repository) => repository.name)).toEqual(['acme/platform/terraform-modules']);
    expect(api.requests[0]?.query.get('search')).toBe('Platform/Terra');
    expect(api.requests[0]?.query.get('search_namespaces')).toBe('true');
  });

  it('keeps short search terms on its own side', async () => {
    const api = await start();
    const client = gitProviderClient({ fetch: standInFetch, type: 'GITLAB', token, gitApiUrl: api.apiUrl });

    expect((await client.listRepositories({ search: 'WE' })).map((repository) => repository.name)).toEqual([
      'acme/web',
    ]);
    expect(api.requests[0]?.query.has('search')).toBe(false);
  });

  it('lists branches of a nested project through its URL-encoded path', async () => {
    const api = await start({ pageSize: 1 });
    const client = gitProviderClient({ fetch: standInFetch, type: 'GITLAB', token, gitApiUrl: api.apiUrl });

    expect(await client.listBranches('acme/platform/terraform-modules')).toEqual([
      { name: 'main' },
      { name: 'v2' },
    ]);
    const [first] = api.requests;
    expect(first?.path).toBe('/projects/acme%2Fplatform%2Fterraform-modules/repository/branches');
    expect(api.requests).toHaveLength(2);
  });

  it('serves a self-managed instance at its own API URL', async () => {
    const api = await start({ basePath: '/gitlab/api/v4' });
    const client = gitProviderClient({ fetch: standInFetch, type: 'GITLAB', token, gitApiUrl: api.apiUrl });

    expect(await client.listRepositories()).toHaveLength(3);
    expect(api.apiUrl).toMatch(/\/gitlab\/api\/v4$/);
  });

  it('maps a refused token and an unknown project', async () => {
    const api = await start();
    const refused = gitProviderClient({
      fetch: standInFetch,
      type: 'GITLAB',
      token: 'glpat-expired',
      gitApiUrl: api.apiUrl,
    });
    const client = gitProviderClient({ fetch: standInFetch, type: 'GITLAB', token, gitApiUrl: api.apiUrl });

    await expect(refused.listRepositories()).rejects.toMatchObject({
      kind: 'unauthorized',
      message: expect.stringMatching(/refused by GitLab \(401: 401 Unauthorized\)/),
    });
    await expect(client.listBranches('acme/nope')).rejects.toMatchObject({
      kind: 'not_found',
      upstreamStatus: 404,
      message: 'GitLab has no project "acme/nope" that this token can read',
    });
  });
});
