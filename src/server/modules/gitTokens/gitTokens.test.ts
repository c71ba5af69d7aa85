import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitTokens } from '../../db/schema';
import { apiClient, expectStatus } from '../../testing/api';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';
import {
  type ProviderStandIn,
  startBitbucketStandIn,
  startGitHubStandIn,
  startGitLabStandIn,
} from '../gitProviders/testing/standIns';
import { UNREADABLE_SOURCE } from '../terraformVariables/checkout';
import { createGitRepository, sampleTerraformFiles } from '../terraformVariables/testing/gitRepository';

let t: TestApp;
let workDir: string;
const standIns: ProviderStandIn[] = [];
beforeAll(async () => {
  t = await testApp();
  workDir = await mkdtemp(join(tmpdir(), 'git-tokens-test-'));
});
afterAll(async () => {
  await Promise.all(standIns.map((standIn) => standIn.close()));
  await rm(workDir, { recursive: true, force: true });
  await t.close();
});

async function organization() {
  const org = await t.createOrganization();
  return { id: org.id, api: apiClient(t, org.adminToken.value), tokens: `/organization/${org.id}/gitToken` };
}

const repositories = [
  { owner: 'acme', name: 'shop', branches: ['main', 'release'] },
  { owner: 'acme', name: 'infra', private: false },
];

describe('git tokens', () => {
  it('creates, reads, lists, edits and deletes a token whose value never comes back', async () => {
    const { api, tokens } = await organization();
    const value = 'ghp_never-shown-0123456789';
    const created = await api.post(tokens, {
      name: 'ci',
      type: 'GITHUB',
      token: value,
      description: 'CI bot',
    });
    const token = expectStatus(created, 201);
    expect(token).toMatchObject({
      name: 'ci',
      description: 'CI bot',
      type: 'GITHUB',
      git_api_url: 'https://api.github.com',
      workspace: null,
      associated_services_count: 0,
      expired_at: null,
    });
    expect(token).not.toHaveProperty('token');

    const [row] = await t.db.select().from(gitTokens).where(eq(gitTokens.id, token.id));
    expect(row?.sealedToken).toMatch(/^v1\./);
    expect(row?.sealedToken).not.toContain(value);

    const edited = expectStatus(
      await api.put(`${tokens}/${token.id}`, { name: 'ci-bot', type: 'GITHUB' }),
      200,
    );
    expect(edited).toMatchObject({ id: token.id, name: 'ci-bot', description: '' });
    const [kept] = await t.db.select().from(gitTokens).where(eq(gitTokens.id, token.id));
    expect(kept?.sealedToken).toBe(row?.sealedToken);

    const bodies = [
      created.body,
      (await api.get(tokens)).body,
      (await api.get(`${tokens}/${token.id}`)).body,
      JSON.stringify(edited),
    ];
    for (const body of bodies) expect(body).not.toContain(value);

    expect((await api.delete(`${tokens}/${token.id}`)).statusCode).toBe(204);
    expect((await api.get(`${tokens}/${token.id}`)).statusCode).toBe(404);
  });

  it('needs a workspace for Bitbucket, refuses a duplicate name, and is ADMIN-only to write', async () => {
    const { id, api, tokens } = await organization();
    const bitbucket = await api.post(tokens, { name: 'bb', type: 'BITBUCKET', token: 'x' });
    expect(bitbucket.json().message).toBe('body.workspace: is required for BITBUCKET tokens');
    expectStatus(await api.post(tokens, { name: 'deploy', type: 'GITLAB', token: 'glpat-1' }), 201);
    const duplicate = await api.post(tokens, { name: 'DEPLOY', type: 'GITLAB', token: 'glpat-2' });
    expect(duplicate.statusCode).toBe(409);
    const writer = apiClient(t, (await t.createToken(id, 'WRITE')).value);
    expect((await writer.get(tokens)).statusCode).toBe(200);
    expect((await writer.post(tokens, { name: 'w', type: 'GITHUB', token: 'x' })).statusCode).toBe(403);
  });

  it('counts the services using a token and refuses to delete it while they do', async () => {
    const fixture = await servicesFixture(t);
    const { api, organizationId, environmentId } = fixture;
    const tokens = `/organization/${organizationId}/gitToken`;
    const token = expectStatus(await api.post(tokens, { name: 'ci', type: 'GITHUB', token: 'ghp_x' }), 201);
    const git_repository = { url: 'https://github.com/acme/shop.git', git_token_id: token.id };
    const application = { ...minimalRequests(fixture).application, name: 'shop', git_repository };
    expectStatus(await api.post(`/environment/${environmentId}/application`, application), 201);
    expect(expectStatus(await api.get(`${tokens}/${token.id}`), 200).associated_services_count).toBe(1);

    const refused = await api.delete(`${tokens}/${token.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Git token "ci" is used by 1 service: shop (application); change or delete them first',
    );
    const providerChange = await api.put(`${tokens}/${token.id}`, { name: 'ci', type: 'GITLAB' });
    expect(providerChange.json().message).toBe(
      'body.type: cannot change while services use this GITHUB token',
    );
  });
});

describe('repositories and branches through a git token', () => {
  it('lists GitHub repositories and branches through the provider API the token names', async () => {
    const standIn = await startGitHubStandIn({ token: 'ghp_good', repositories });
    standIns.push(standIn);
    const { id, api, tokens } = await organization();
    const token = expectStatus(
      await api.post(tokens, { name: 'gh', type: 'GITHUB', token: 'ghp_good', git_api_url: standIn.apiUrl }),
      201,
    );
    expect(token.git_api_url).toBe(standIn.apiUrl);

    const listed = expectStatus(
      await api.get(`/organization/${id}/account/github/repository?gitTokenId=${token.id}`),
      200,
    );
    expect(listed.results.map((repository: { name: string }) => repository.name)).toEqual([
      'acme/shop',
      'acme/infra',
    ]);
    expect(listed.results[1]).toMatchObject({ default_branch: 'main', is_private: false });
    const branches = expectStatus(
      await api.get(
        `/organization/${id}/account/github/repository/branch?gitTokenId=${token.id}&name=acme/shop`,
      ),
      200,
    );
    expect(branches).toEqual({ results: [{ name: 'main' }, { name: 'release' }] });
    expect(standIn.requests.at(-1)?.headers.authorization).toBe('Bearer ghp_good');
  });

  it('lists GitLab and Bitbucket repositories', async () => {
    const gitlab = await startGitLabStandIn({ token: 'glpat-good', repositories });
    const bitbucket = await startBitbucketStandIn({ token: 'bb-good', repositories });
    standIns.push(gitlab, bitbucket);
    const { id, api, tokens } = await organization();
    const gitlabToken = expectStatus(
      await api.post(tokens, { name: 'gl', type: 'GITLAB', token: 'glpat-good', git_api_url: gitlab.apiUrl }),
      201,
    );
    const bitbucketToken = expectStatus(
      await api.post(tokens, {
        name: 'bb',
        type: 'BITBUCKET',
        token: 'bb-good',
        workspace: 'acme',
        git_api_url: bitbucket.apiUrl,
      }),
      201,
    );
    const names = async (provider: string, tokenId: string) =>
      expectStatus(
        await api.get(`/organization/${id}/account/${provider}/repository?gitTokenId=${tokenId}`),
        200,
      )
        .results.map((repository: { name: string }) => repository.name)
        .sort();
    expect(await names('gitlab', gitlabToken.id)).toEqual(['acme/infra', 'acme/shop']);
    expect(await names('bitbucket', bitbucketToken.id)).toEqual(['acme/infra', 'acme/shop']);
  });

  it('answers 400, never 401, for a refused token; 400 for a token of another provider or organization', async () => {
    const standIn = await startGitHubStandIn({ token: 'ghp_good', repositories });
    standIns.push(standIn);
    const { id, api, tokens } = await organization();
    const revoked = expectStatus(
      await api.post(tokens, {
        name: 'old',
        type: 'GITHUB',
        token: 'ghp_revoked',
        git_api_url: standIn.apiUrl,
      }),
      201,
    );
    const refused = await api.get(`/organization/${id}/account/github/repository?gitTokenId=${revoked.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/GitHub/);

    const mismatch = await api.get(`/organization/${id}/account/gitlab/repository?gitTokenId=${revoked.id}`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(
      'query.gitTokenId: git token "old" is a GITHUB token, not a gitlab one',
    );

    const stranger = await organization();
    const foreign = await stranger.api.get(
      `/organization/${stranger.id}/account/github/repository?gitTokenId=${revoked.id}`,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('query.gitTokenId: must be a git token of this organization');
  });
});

describe('terraform variables from a git repository', () => {
  it('parses the variables of the module at a branch and root path', async () => {
    const repository = await createGitRepository(join(workDir, 'module'), sampleTerraformFiles);
    const { id, api } = await organization();
    const url = `/organization/${id}/parseTerraformVariablesFromGitRepo`;
    const parsed = expectStatus(await api.post(url, { git_repository: { url: repository } }), 200);
    const keys = parsed.results.map((variable: { key: string }) => variable.key);
    expect(keys).toContain('project_name');
    expect(keys).toContain('db_password');
    expect(parsed.results.find((variable: { key: string }) => variable.key === 'db_password')).toMatchObject({
      sensitive: true,
      nullable: false,
      source: 'variables.tf',
    });

    const noBranch = await api.post(url, { git_repository: { url: repository, branch: 'nope' } });
    expect(noBranch.statusCode).toBe(400);
    expect(noBranch.json().message).toBe(`body.git_repository.url: ${UNREADABLE_SOURCE}`);
    const noFiles = await api.post(url, { git_repository: { url: repository, root_path: '/docs' } });
    expect(noFiles.statusCode).toBe(400);
    expect(noFiles.json().message).toMatch(/^body\.git_repository\.root_path: /);
    const missing = await api.post(url, { git_repository: { url: join(workDir, 'nothing-here') } });
    expect(missing.json().message).toBe(`body.git_repository.url: ${UNREADABLE_SOURCE}`);

    const stranger = await organization();
    const foreignToken = expectStatus(
      await stranger.api.post(stranger.tokens, { name: 'x', type: 'GITHUB', token: 'ghp_x' }),
      201,
    );
    const withForeignToken = await api.post(url, {
      git_repository: { url: repository, git_token_id: foreignToken.id },
    });
    expect(withForeignToken.json().message).toBe(
      'body.git_repository.git_token_id: must be a git token of this organization',
    );
  });
});
