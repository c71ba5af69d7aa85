import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, expectStatus } from '../../testing/api';
import { closedPort, type CountingListener, countingListener } from '../../testing/countingListener';
import { loopbackForms, namesOfLoopback } from '../../testing/loopbackForms';
import { fixedLookup } from '../../testing/outbound';
import { type TestApp, testApp } from '../../testing/testApp';
import { type TestCertificate, testCertificate } from '../../testing/tls';
import { UNREADABLE_SOURCE } from '../terraformVariables/checkout';
import { createGitRepository, sampleTerraformFiles } from '../terraformVariables/testing/gitRepository';

// The Terraform parse as an attacker sends it, with a WRITE token: what its URL may reach, where a stored git token
// may go, and what the answers tell. Listeners on loopback count the connections the platform makes.

const dns = fixedLookup({ ...namesOfLoopback, 'git.example.com': ['127.0.0.1'] });
let certificate: TestCertificate;
/** An HTTPS server named git.example.com that is no git server: it answers 404 to everything. */
let notGit: CountingListener;
/** As the server runs by default: public addresses only, https only, no repository of the host's disk. */
let strict: TestApp;
/** Loopback allowed (as in development), so that what is refused is refused for another reason. */
let relaxed: TestApp;
let scratch: string;

beforeAll(async () => {
  certificate = await testCertificate(['git.example.com']);
  notGit = await countingListener({ tls: certificate });
  strict = await testApp({
    config: { allowPrivateGitApiUrls: false, allowLocalGitSources: false },
    lookup: dns.lookup,
  });
  relaxed = await testApp({ lookup: dns.lookup, gitCaFile: certificate.caFile });
  scratch = await mkdtemp(join(tmpdir(), 'parse-targets-'));
});
afterAll(async () => {
  await Promise.all([strict.close(), relaxed.close(), notGit.close()]);
  await certificate.remove();
  await rm(scratch, { recursive: true, force: true });
});

async function writer(t: TestApp) {
  const org = await t.createOrganization();
  const admin = apiClient(t, org.adminToken.value);
  const api = apiClient(t, (await t.createToken(org.id, 'WRITE')).value);
  const parse = (repository: Record<string, unknown>) =>
    api.post(`/organization/${org.id}/parseTerraformVariablesFromGitRepo`, {
      git_repository: { branch: 'main', ...repository },
    });
  const gitToken = async (body: Record<string, unknown>): Promise<string> =>
    expectStatus(
      await admin.post(`/organization/${org.id}/gitToken`, { name: t.unique('token'), ...body }),
      201,
    ).id;
  return { parse, gitToken, api };
}

const refusedUrl = (answer: Awaited<ReturnType<ApiClient['post']>>) => {
  expect(answer.statusCode).toBe(400);
  return answer.json().message as string;
};

describe('the URL of a Terraform source', () => {
  it('is refused in every form of a loopback address, before any connection', async () => {
    const { parse } = await writer(strict);
    const before = notGit.connections;
    for (const [form, host] of loopbackForms(notGit.port)) {
      const message = refusedUrl(await parse({ url: `https://${host}/acme/infra.git` }));
      expect(message, form).toMatch(/^body\.git_repository\.url: must be a public address: /);
    }
    expect(notGit.connections).toBe(before);
  });

  it('is refused when its name resolves to loopback, over IPv4 or IPv6, or to one public and one loopback address', async () => {
    const { parse } = await writer(strict);
    const before = notGit.connections;
    for (const name of Object.keys(namesOfLoopback)) {
      const message = refusedUrl(await parse({ url: `https://${name}:${notGit.port}/acme/infra.git` }));
      // Refused without telling which address: the server's resolver may know the names of its own network.
      expect(message, name).toBe(
        `body.git_repository.url: must be a public address: ${name} is, or resolves to, a non-public address`,
      );
    }
    expect(notGit.connections).toBe(before);
  });

  it('must be https://: http:// and every other scheme are refused naming the field, before any connection', async () => {
    const { parse } = await writer(relaxed);
    const before = notGit.connections;
    for (const url of [
      `http://127.0.0.1:${notGit.port}/acme/infra.git`,
      `ssh://127.0.0.1:${notGit.port}/acme/infra.git`,
      `git://127.0.0.1:${notGit.port}/acme/infra.git`,
      `ftp://127.0.0.1:${notGit.port}/acme/infra.git`,
      'ext::sh -c touch% /tmp/owned',
    ]) {
      expect(refusedUrl(await parse({ url })), url).toBe(
        'body.git_repository.url: must be an https:// URL of a git repository',
      );
    }
    const { parse: parseStrict } = await writer(strict);
    expect(refusedUrl(await parseStrict({ url: 'file:///etc' }))).toBe(
      'body.git_repository.url: must be an https:// URL of a git repository',
    );
    expect(notGit.connections).toBe(before);
  });

  it('gets one answer for a closed port, a server that is not git, one without TLS, a missing branch and a name that does not resolve', async () => {
    const { parse } = await writer(relaxed);
    const plain = await countingListener();
    try {
      const repository = await createGitRepository(join(scratch, 'module'), sampleTerraformFiles);
      const failures = {
        'closed port': { url: `https://127.0.0.1:${await closedPort()}/acme/infra.git` },
        'not a git server': { url: `https://git.example.com:${notGit.port}/acme/infra.git` },
        'no TLS': { url: `https://127.0.0.1:${plain.port}/acme/infra.git` },
        'missing branch': { url: repository, branch: 'no-such-branch' },
        'no such name': { url: 'https://nowhere.example.com/acme/infra.git' },
      };
      for (const [what, repositoryFields] of Object.entries(failures)) {
        expect(refusedUrl(await parse(repositoryFields)), what).toBe(
          `body.git_repository.url: ${UNREADABLE_SOURCE}`,
        );
      }
      // The same request on the branch that exists reads the module: the answers above hid only why.
      expectStatus(await parse({ url: repository }), 200);
    } finally {
      await plain.close();
    }
  });
});

describe('a stored git token', () => {
  it('is refused for a repository on another host than its own, and nothing is sent', async () => {
    const { parse, gitToken } = await writer(relaxed);
    const before = notGit.connections;
    const github = await gitToken({ type: 'GITHUB', token: 'ghp_organization_secret' });
    const selfHosted = await gitToken({
      type: 'GITLAB',
      token: 'glpat-organization-secret',
      git_api_url: 'https://gitlab.acme.example/api/v4',
    });
    const cases: [string, string, string][] = [
      [
        github,
        `https://git.example.com:${notGit.port}/acme/infra.git`,
        'github.com; the url names git.example.com',
      ],
      [github, `https://127.0.0.1:${notGit.port}/acme/infra.git`, 'github.com; the url names 127.0.0.1'],
      [
        github,
        'https://github.com.evil.example/acme/infra.git',
        'github.com; the url names github.com.evil.example',
      ],
      [selfHosted, 'https://gitlab.com/acme/infra.git', 'gitlab.acme.example; the url names gitlab.com'],
    ];
    for (const [tokenId, url, named] of cases) {
      const message = refusedUrl(await parse({ url, git_token_id: tokenId }));
      expect(message, url).toMatch(
        /^body\.git_repository\.git_token_id: git token "token-\w+" is sent only to /,
      );
      expect(message, url).toContain(named);
    }
    expect(notGit.connections).toBe(before);
  });

  it("goes to its own API's host, at the address the platform checked", async () => {
    const { parse, gitToken } = await writer(relaxed);
    const enterprise = await gitToken({
      type: 'GITHUB',
      token: 'ghp_enterprise',
      git_api_url: `https://git.example.com:${notGit.port}/api/v3`,
    });
    const answer = await parse({
      url: `https://git.example.com:${notGit.port}/acme/infra.git`,
      git_token_id: enterprise,
    });
    expect(refusedUrl(answer)).toBe(`body.git_repository.url: ${UNREADABLE_SOURCE}`);
    const sent = notGit.requests.at(-1);
    expect(sent?.headers.host).toBe(`git.example.com:${notGit.port}`);
    expect(sent?.headers.authorization).toBe(
      `Basic ${Buffer.from('x-access-token:ghp_enterprise').toString('base64')}`,
    );
  });
});
