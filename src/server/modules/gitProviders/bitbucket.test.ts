import { afterEach, describe, expect, it } from 'vitest';
import { gitProviderClient } from './client';
import {
  standInFetch,
  startBitbucketStandIn,
  type ProviderStandIn,
  type StandInRepository,
} from './testing/standIns';

const token = 'ATCTT3xFfGN0valid';
let standIn: ProviderStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

const repositories: StandInRepository[] = [
  { owner: 'acme', name: 'api', branches: ['main', 'staging', 'feature/x'] },
  { owner: 'acme', name: 'Infra-Live', private: false, defaultBranch: 'master' },
  { owner: 'acme', name: 'empty', defaultBranch: null },
  { owner: 'other-team', name: 'secret' },
];

async function start(pageSize?: number) {
  standIn = await startBitbucketStandIn({ token, repositories, pageSize });
  return standIn;
}

describe('Bitbucket adapter', () => {
  it("lists the workspace's repositories across pages, following next, with the bearer token", async () => {
    const api = await start(2);
    const client = gitProviderClient({
      fetch: standInFetch,
      type: 'BITBUCKET',
      token,
      workspace: 'acme',
      gitApiUrl: api.apiUrl,
    });

    expect(await client.listRepositories()).toEqual([
      {
        id: '{00000000-0000-4000-8000-000000000000}',
        name: 'acme/api',
        url: 'https://bitbucket.org/acme/api.git',
        default_branch: 'main',
        is_private: true,
      },
      {
        id: '{00000000-0000-4000-8000-000000000001}',
        name: 'acme/Infra-Live',
        url: 'https://bitbucket.org/acme/Infra-Live.git',
        default_branch: 'master',
        is_private: false,
      },
      {
        id: '{00000000-0000-4000-8000-000000000002}',
        name: 'acme/empty',
        url: 'https://bitbucket.org/acme/empty.git',
        default_branch: null,
        is_private: true,
      },
    ]);
    expect(api.requests.map((request) => `${request.path}?${request.query.toString()}`)).toEqual([
      '/repositories/acme?pagelen=100&sort=-updated_on',
      '/repositories/acme?pagelen=100&sort=-updated_on&page=2',
    ]);
    for (const request of api.requests) expect(request.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('narrows with a BBQL name query and filters the full name, whatever the case', async () => {
    const api = await start();
    const client = gitProviderClient({
      fetch: standInFetch,
      type: 'BITBUCKET',
      token,
      workspace: 'acme',
      gitApiUrl: api.apiUrl,
    });

    const found = await client.listRepositories({ search: 'acme/infra' });

    expect(found.map((repository) => repository.name)).toEqual(['acme/Infra-Live']);
    expect(api.requests[0]?.query.get('q')).toBe('name ~ "infra"');
  });

  it('lists branches of workspace/slug, or of a bare slug in the token workspace', async () => {
    const api = await start(2);
    const client = gitProviderClient({
      fetch: standInFetch,
      type: 'BITBUCKET',
      token,
      workspace: 'acme',
      gitApiUrl: api.apiUrl,
    });

    const expected = [{ name: 'main' }, { name: 'staging' }, { name: 'feature/x' }];
    expect(await client.listBranches('acme/api')).toEqual(expected);
    expect(await client.listBranches('api')).toEqual(expected);
    expect(api.requests[0]?.path).toBe('/repositories/acme/api/refs/branches');
    expect(api.requests).toHaveLength(4);
  });

  it('maps a refused token, an unknown workspace and an unknown repository', async () => {
    const api = await start();
    const refused = gitProviderClient({
      fetch: standInFetch,
      type: 'BITBUCKET',
      token: 'revoked',
      workspace: 'acme',
      gitApiUrl: api.apiUrl,
    });
    const elsewhere = gitProviderClient({
      fetch: standInFetch,
      type: 'BITBUCKET',
      token,
      workspace: 'nobody',
      gitApiUrl: api.apiUrl,
    });
    const client = gitProviderClient({
      fetch: standInFetch,
      type: 'BITBUCKET',
      token,
      workspace: 'acme',
      gitApiUrl: api.apiUrl,
    });

    await expect(refused.listRepositories()).rejects.toMatchObject({
      kind: 'unauthorized',
      message: expect.stringContaining('refused by Bitbucket (401: Token is invalid'),
    });
    await expect(elsewhere.listRepositories()).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Bitbucket has no workspace "nobody" that this token can read',
    });
    await expect(client.listBranches('acme/ghost')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('needs the workspace of the token', () => {
    expect(() =>
      gitProviderClient({ fetch: standInFetch, type: 'BITBUCKET', token, workspace: ' ' }),
    ).toThrow(/no workspace/);
  });
});
