import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedHead, simulatedHistory } from '../../engine/gitHistory';
import { apiClient, expectStatus } from '../../testing/api';
import { settle } from '../../testing/deployments';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';
import { type ProviderStandIn, standInCommits, startGitHubStandIn } from '../gitProviders/testing/standIns';

let t: TestApp;
/** As the server runs by default, on the same database: git APIs on public addresses only. */
let strict: TestApp;
const standIns: ProviderStandIn[] = [];
beforeAll(async () => {
  t = await testApp();
  strict = await testApp({ config: { allowPrivateGitApiUrls: false } });
});
afterAll(async () => {
  await Promise.all(standIns.map((standIn) => standIn.close()));
  await Promise.all([t.close(), strict.close()]);
});

async function application(gitRepository: Record<string, unknown> = {}) {
  const fixture = await servicesFixture(t);
  const request = minimalRequests(fixture).application;
  const body = { ...request, git_repository: { ...request.git_repository, ...gitRepository } };
  const created = expectStatus(
    await fixture.api.post(`/environment/${fixture.environmentId}/application`, body),
    201,
  );
  return { ...fixture, id: created.id as string, commits: `/application/${created.id}/commit` };
}

interface Listed {
  git_commit_id: string;
  message: string;
  tag: string;
}

describe('a service built from a public repository: the simulated provider', () => {
  it("answers the same history of the repository's branch on every call, for every service of it", async () => {
    const { api, commits } = await application();
    const first = expectStatus(await api.get(commits), 200);
    expect(first.results).toHaveLength(60);
    expect(first.results[0]).toEqual({
      git_commit_id: expect.stringMatching(/^[0-9a-f]{40}$/),
      message: expect.any(String),
      author_name: expect.any(String),
      created_at: expect.any(String),
      tag: expect.any(String),
    });
    expect(first).toMatchObject({ deployed_commit_id: null, commits_behind: null });
    expect(expectStatus(await api.get(commits), 200)).toEqual(first);

    const other = await application();
    expect(expectStatus(await other.api.get(other.commits), 200).results).toEqual(first.results);
    const ids = first.results.map((commit: Listed) => commit.git_commit_id);
    expect(ids).toEqual(
      simulatedHistory('https://github.com/acme/api.git', 'main').map((commit) => commit.id),
    );
    const times = first.results.map((commit: { created_at: string }) => Date.parse(commit.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers another history for another branch or another repository', async () => {
    const main = await application();
    const release = await application({ branch: 'release' });
    const elsewhere = await application({ url: 'https://github.com/acme/shop.git' });
    const head = async ({ api, commits }: { api: typeof main.api; commits: string }) =>
      expectStatus(await api.get(commits), 200).results[0].git_commit_id;
    const heads = new Set([await head(main), await head(release), await head(elsewhere)]);
    expect(heads.size).toBe(3);
  });

  it('starts at a commit (gitCommitId) or after one (startId); none when the commit is not listed', async () => {
    const { api, commits } = await application();
    const all: Listed[] = expectStatus(await api.get(commits), 200).results;
    const fifth = all[4]?.git_commit_id;
    const from = expectStatus(await api.get(`${commits}?gitCommitId=${fifth}`), 200).results;
    expect(from.map((commit: Listed) => commit.git_commit_id)).toEqual(
      all.slice(4).map((commit) => commit.git_commit_id),
    );
    const after = expectStatus(await api.get(`${commits}?startId=${fifth}`), 200).results;
    expect(after[0].git_commit_id).toBe(all[5]?.git_commit_id);
    expect(expectStatus(await api.get(`${commits}?startId=0000000`), 200).results).toEqual([]);
  });
});

describe('deploying a chosen commit', () => {
  it("deploys the branch's latest commit by default, and says how far behind a chosen older one runs", async () => {
    const { api, id, commits } = await application();
    const listed: Listed[] = expectStatus(await api.get(commits), 200).results;
    expectStatus(await api.post(`/application/${id}/deploy`), 202);
    await settle(t);
    expect(expectStatus(await api.get(commits), 200)).toMatchObject({
      deployed_commit_id: listed[0]?.git_commit_id,
      commits_behind: 0,
    });

    const chosen = listed[3]?.git_commit_id;
    expectStatus(await api.post(`/application/${id}/deploy`, { git_commit_id: chosen }), 202);
    await settle(t);
    expect(expectStatus(await api.get(commits), 200)).toMatchObject({
      deployed_commit_id: chosen,
      commits_behind: 3,
    });
    const [latest] = expectStatus(await api.get(`/application/${id}/deploymentHistory`), 200).results;
    expect(latest.version.git_commit_id).toBe(chosen);
    expect(expectStatus(await api.get(`/application/${id}`), 200).git_repository.deployed_commit_id).toBe(
      chosen,
    );
  });

  it('cannot tell how far behind a commit that is not in the listed history runs', async () => {
    const { api, id, commits } = await application();
    expectStatus(await api.post(`/application/${id}/deploy`, { git_commit_id: '4f2a9c1' }), 202);
    await settle(t);
    expect(expectStatus(await api.get(commits), 200)).toMatchObject({
      deployed_commit_id: '4f2a9c1',
      commits_behind: null,
    });
  });
});

describe("a service with a git token: its provider's commits", () => {
  async function withToken() {
    const standIn = await startGitHubStandIn({
      token: 'ghp_good',
      repositories: [{ owner: 'acme', name: 'shop', branches: ['main', 'release'] }],
    });
    standIns.push(standIn);
    const fixture = await servicesFixture(t);
    const token = expectStatus(
      await fixture.api.post(`/organization/${fixture.organizationId}/gitToken`, {
        name: 'gh',
        type: 'GITHUB',
        token: 'ghp_good',
        git_api_url: standIn.apiUrl,
      }),
      201,
    );
    const request = minimalRequests(fixture).application;
    const created = expectStatus(
      await fixture.api.post(`/environment/${fixture.environmentId}/application`, {
        ...request,
        git_repository: {
          url: 'https://github.com/acme/shop.git',
          branch: 'release',
          git_token_id: token.id,
        },
      }),
      201,
    );
    return { ...fixture, standIn, token: token.id as string, commits: `/application/${created.id}/commit` };
  }

  it('lists the branch through the GitHub adapter, with the token, through the outbound policy', async () => {
    const { api, standIn, commits } = await withToken();
    const listed = expectStatus(await api.get(commits), 200);
    const expected = standInCommits('release');
    expect(listed.results).toHaveLength(5);
    expect(listed.results[0]).toEqual({
      git_commit_id: expected[0]?.sha,
      message: 'Change 5 on release',
      author_name: 'Octo Cat',
      author_avatar_url: 'https://avatars.githubusercontent.com/u/583231',
      created_at: expected[0]?.date,
      tag: '',
      commit_page_url: `https://github.com/acme/shop/commit/${expected[0]?.sha}`,
    });
    const request = standIn.requests.at(-1);
    expect(request?.path).toBe('/repos/acme/shop/commits');
    expect(request?.query.get('sha')).toBe('release');
    expect(request?.headers.authorization).toBe('Bearer ghp_good');
  });

  it('never sends the token where the outbound policy refuses to connect: the simulated history answers', async () => {
    const { adminToken, standIn, commits } = await withToken();
    const before = standIn.requests.length;
    const listed = expectStatus(await apiClient(strict, adminToken).get(commits), 200);
    expect(standIn.requests).toHaveLength(before);
    expect(listed.results[0].git_commit_id).toBe(
      simulatedHead('https://github.com/acme/shop.git', 'release'),
    );
  });

  it('answers the refusal of a provider that refuses the token', async () => {
    const { api, organizationId, token, standIn, commits } = await withToken();
    expectStatus(
      await api.put(`/organization/${organizationId}/gitToken/${token}`, {
        name: 'gh',
        type: 'GITHUB',
        token: 'ghp_revoked',
        git_api_url: standIn.apiUrl,
      }),
      200,
    );
    const refused = await api.get(commits);
    expect(expectStatus(refused, 400).message).toMatch(/refused by GitHub \(401/);
  });

  it('answers the simulated history once the provider cannot be reached', async () => {
    const { api, standIn, commits } = await withToken();
    await standIn.close();
    standIns.splice(standIns.indexOf(standIn), 1);
    const listed = expectStatus(await api.get(commits), 200);
    expect(listed.results.map((commit: Listed) => commit.git_commit_id)).toEqual(
      simulatedHistory('https://github.com/acme/shop.git', 'release').map((commit) => commit.id),
    );
  });
});

describe('which services have commits, and who may list them', () => {
  it("answers 404 for another organization's service and for a service of another kind", async () => {
    const { api, id, commits } = await application();
    const stranger = await t.createOrganization();
    const strangerApi = apiClient(t, stranger.adminToken.value);
    expectStatus(await strangerApi.get(commits), 404);
    expectStatus(await api.get(`/job/${id}/commit`), 404);
  });

  it('answers 400 for a job deployed from an image: it has no repository', async () => {
    const fixture = await servicesFixture(t);
    const job = expectStatus(
      await fixture.api.post(`/environment/${fixture.environmentId}/job`, minimalRequests(fixture).job),
      201,
    );
    const answer = await fixture.api.get(`/job/${job.id}/commit`);
    expect(expectStatus(answer, 400).message).toContain('not built from a git repository');
  });
});
