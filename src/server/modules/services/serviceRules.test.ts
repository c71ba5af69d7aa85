import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../../testing/api';
import { minimalRequests, servicesFixture, type ServicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
let fixture: ServicesFixture;
let requests: ReturnType<typeof minimalRequests>;
/** Records of another organization, which this one's services must not name. */
let foreign: { registryId: string; helmRepositoryId: string; gitTokenId: string };
let ids: {
  gitlabTokenId: string;
  ecrId: string;
  githubRegistryId: string;
  publicEcrId: string;
  genericId: string;
};

/** Creates a git token or registry of the organization; answers its id. */
async function create(kind: string, body: unknown): Promise<string> {
  return expectStatus(await fixture.api.post(`/organization/${fixture.organizationId}/${kind}`, body), 201)
    .id;
}

beforeAll(async () => {
  t = await testApp();
  // A small cluster: 8000 millicores, 16384 MB, no GPU.
  fixture = await servicesFixture(t);
  requests = minimalRequests(fixture);
  const other = await servicesFixture(t);
  const otherToken = expectStatus(
    await other.api.post(`/organization/${other.organizationId}/gitToken`, {
      name: 'theirs',
      type: 'GITHUB',
      token: 'ghp_theirs',
    }),
    201,
  );
  foreign = {
    registryId: other.registryId,
    helmRepositoryId: other.helmRepositoryId,
    gitTokenId: otherToken.id,
  };
  const registry = (name: string, kind: string, url: string) =>
    create('containerRegistry', { name, kind, url });
  ids = {
    gitlabTokenId: await create('gitToken', { name: 'gitlab', type: 'GITLAB', token: 'glpat-x' }),
    ecrId: await registry('ecr', 'ECR', 'https://123456789012.dkr.ecr.eu-west-3.amazonaws.com'),
    githubRegistryId: await registry('ghcr', 'GITHUB_CR', 'https://ghcr.io'),
    publicEcrId: await registry('public-ecr', 'PUBLIC_ECR', 'https://public.ecr.aws'),
    genericId: await registry('generic', 'GENERIC_CR', 'https://registry.example.com'),
  };
});
afterAll(() => t.close());

async function refusal(kind: keyof typeof requests, body: unknown): Promise<string> {
  const response = await fixture.api.post(`/environment/${fixture.environmentId}/${kind}`, body);
  expect(response.statusCode, response.body).toBe(400);
  return response.json().message;
}

describe('scaling, resources and descriptions', () => {
  it.each([
    [{ gpu: -1 }, 'body.gpu: must be 0 or more'],
    [{ gpu: 1 }, "body.gpu: must be at most 0 (the cluster's capacity)"],
    [{ min_running_instances: -1 }, 'body.min_running_instances: must be 0 or more'],
    [
      { min_running_instances: 3, max_running_instances: 2 },
      'body.max_running_instances: must be -1 (no limit) or at least min_running_instances (3)',
    ],
    [{ description: 'x'.repeat(256) }, 'body.description: must be at most 255 characters'],
    [{ cpu: 8001 }, "body.cpu: must be at most 8000 millicores (the cluster's capacity)"],
    [{ memory: 16_385 }, "body.memory: must be at most 16384 MB (the cluster's capacity)"],
  ])('refuses an application with %j', async (change, message) => {
    expect(await refusal('application', { ...requests.application, ...change })).toBe(message);
  });

  it('accepts max_running_instances -1 and the full capacity of the cluster', async () => {
    const response = await fixture.api.post(`/environment/${fixture.environmentId}/application`, {
      ...requests.application,
      name: 'big',
      min_running_instances: 5,
      max_running_instances: -1,
      cpu: 8000,
      memory: 16_384,
    });
    expect(response.statusCode).toBe(201);
  });

  it("checks jobs, databases and terraform jobs against the cluster's capacity", async () => {
    expect(await refusal('job', { ...requests.job, cpu: 9000 })).toBe(
      "body.cpu: must be at most 8000 millicores (the cluster's capacity)",
    );
    expect(await refusal('database', { ...requests.database, cpu: 9000, memory: 20_000 })).toBe(
      "body.cpu: must be at most 8000 millicores (the cluster's capacity); " +
        "body.memory: must be at most 16384 MB (the cluster's capacity)",
    );
    const resources = { cpu_milli: 8500, ram_mib: 32_768, gpu: 0, storage_gib: 1 };
    expect(await refusal('terraform', { ...requests.terraform, job_resources: resources })).toBe(
      "body.job_resources.cpu_milli: must be at most 8000 millicores (the cluster's capacity); " +
        "body.job_resources.ram_mib: must be at most 16384 MiB (the cluster's capacity)",
    );
  });
});

describe('ports and health checks', () => {
  it('refuses a port declared twice, an unknown protocol and two default ports', async () => {
    const twice = [{ internal_port: 80 }, { internal_port: 80 }];
    expect(await refusal('container', { ...requests.container, ports: twice })).toBe(
      'body.ports.1.internal_port: port 80 is already declared by this service',
    );
    const smtp = [{ internal_port: 25, protocol: 'SMTP' }];
    expect(await refusal('container', { ...requests.container, ports: smtp })).toMatch(
      /^body\.ports\.0\.protocol: /,
    );
    const defaults = [
      { internal_port: 80, is_default: true },
      { internal_port: 81, is_default: true },
    ];
    expect(await refusal('application', { ...requests.application, ports: defaults })).toBe(
      'body.ports.1.is_default: another port is already the default one',
    );
  });

  it('refuses a health check on a port that is not a service port', async () => {
    const healthchecks = { liveness_probe: { type: { tcp: { port: 9000 } } } };
    expect(await refusal('application', { ...requests.application, healthchecks })).toBe(
      "body.healthchecks.liveness_probe.type.tcp.port: port 9000 is not one of the service's ports",
    );
    expect(await refusal('job', { ...requests.job, port: 8080, healthchecks })).toBe(
      "body.healthchecks.liveness_probe.type.tcp.port: port 9000 is not one of the service's ports",
    );
  });
});

describe('terraform, jobs and databases', () => {
  it('needs exactly one terraform backend, and the value of a new secret variable', async () => {
    expect(await refusal('terraform', { ...requests.terraform, backend: {} })).toBe(
      'body.backend: needs exactly one backend (kubernetes or user_provided), got 0',
    );
    const both = { kubernetes: {}, user_provided: {} };
    expect(await refusal('terraform', { ...requests.terraform, backend: both })).toBe(
      'body.backend: needs exactly one backend (kubernetes or user_provided), got 2',
    );
    const tfVars = [{ key: 'token', value: null, secret: true }];
    const source = { tf_vars: tfVars, tf_var_file_paths: [] };
    expect(await refusal('terraform', { ...requests.terraform, terraform_variables_source: source })).toBe(
      'body.terraform_variables_source.tf_vars.0.value: is required: no value is stored for "token"',
    );
  });

  it('refuses a bad cron expression and an unknown time zone', async () => {
    const schedule = { cronjob: { scheduled_at: '0 25 * * *', timezone: 'Mars/Olympus' } };
    expect(await refusal('job', { ...requests.job, schedule })).toBe(
      'body.schedule.cronjob.scheduled_at: is not a valid cron expression: hour: "25" must be between 0 and 23; ' +
        'body.schedule.cronjob.timezone: is not a known time zone (for example Etc/UTC or Europe/Paris)',
    );
  });

  it("checks a database's version against its engine, on creation and on edit", async () => {
    expect(await refusal('database', { ...requests.database, type: 'REDIS', version: '16' })).toBe(
      'body.version: must be one of 7.4, 7.2, 7.0, 6.2 for REDIS',
    );
    const database = expectStatus(
      await fixture.api.post(`/environment/${fixture.environmentId}/database`, {
        ...requests.database,
        name: 'pg',
      }),
      201,
    );
    const edit = await fixture.api.put(`/database/${database.id}`, { name: 'pg', version: '7.2' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe('body.version: must be one of 17, 16, 15, 14, 13 for POSTGRESQL');
  });
});

describe("the organization's registries, helm repositories and git tokens", () => {
  it("refuses a registry that is not one of the organization's container registries", async () => {
    const message = 'body.registry_id: must be a container registry of this organization';
    expect(await refusal('container', { ...requests.container, registry_id: foreign.registryId })).toBe(
      message,
    );
    // A helm repository is not a container registry.
    expect(await refusal('container', { ...requests.container, registry_id: fixture.helmRepositoryId })).toBe(
      message,
    );
    const image = { registry_id: foreign.registryId, image_name: 'acme/report', tag: '1' };
    expect(await refusal('job', { ...requests.job, source: { image } })).toBe(
      'body.source.image.registry_id: must be a container registry of this organization',
    );
  });

  it.each([
    ['registryId', 'library/nginx/extra', 'must be image or repository/image for Docker Hub'],
    ['registryId', 'nginx:1.27', 'must not include a tag or digest: set it in tag'],
    ['ecrId', 'Shop API', 'must be a repository name for ECR'],
    ['githubRegistryId', 'web', 'must be namespace/image for GitHub'],
    ['publicEcrId', 'nginx', 'must be registry_alias/repository for public ECR'],
  ] as const)(
    'checks the image name against the kind of registry (%s, %s)',
    async (registry, imageName, problem) => {
      const registryId = registry === 'registryId' ? fixture.registryId : ids[registry];
      const message = await refusal('container', {
        ...requests.container,
        registry_id: registryId,
        image_name: imageName,
      });
      expect(message.startsWith(`body.image_name: ${problem}`)).toBe(true);
    },
  );

  it('accepts image names that fit their registry', async () => {
    const cases = [
      [fixture.registryId, 'bitnami/redis'],
      [ids.ecrId, 'team/shop-api'],
      [ids.githubRegistryId, 'acme/web'],
      [ids.publicEcrId, 'nginx/nginx'],
      [ids.genericId, 'anything/goes:here'],
    ];
    for (const [index, [registryId, imageName]] of cases.entries()) {
      const body = {
        ...requests.container,
        name: `image-${index}`,
        registry_id: registryId,
        image_name: imageName,
      };
      const response = await fixture.api.post(`/environment/${fixture.environmentId}/container`, body);
      expect(response.statusCode, response.body).toBe(201);
    }
    const job = {
      ...requests.job,
      source: { image: { registry_id: ids.githubRegistryId, image_name: 'web', tag: '1' } },
    };
    expect(await refusal('job', job)).toMatch(/^body\.source\.image\.image_name: must be namespace\/image/);
  });

  it("refuses a helm repository that is not the organization's", async () => {
    for (const repository of [foreign.helmRepositoryId, fixture.registryId]) {
      const source = { helm_repository: { repository, chart_name: 'redis', chart_version: '19.0.0' } };
      expect(await refusal('helm', { ...requests.helm, source })).toBe(
        'body.source.helm_repository.repository: must be a helm repository of this organization',
      );
    }
  });

  it("refuses a git token that is not the organization's, or of another provider", async () => {
    const url = 'https://github.com/acme/api.git';
    expect(
      await refusal('application', {
        ...requests.application,
        git_repository: { url, git_token_id: foreign.gitTokenId },
      }),
    ).toBe('body.git_repository.git_token_id: must be a git token of this organization');
    const docker = { git_repository: { url, git_token_id: foreign.gitTokenId } };
    expect(await refusal('job', { ...requests.job, source: { docker } })).toBe(
      'body.source.docker.git_repository.git_token_id: must be a git token of this organization',
    );
    const mismatch = { url, git_token_id: ids.gitlabTokenId, provider: 'GITHUB' };
    expect(await refusal('application', { ...requests.application, git_repository: mismatch })).toBe(
      'body.git_repository.provider: must be GITLAB, the provider of git token "gitlab"',
    );
    const unknownHost = { url: 'https://git.example.com/acme/infra.git' };
    const files = { git_repository: unknownHost };
    expect(await refusal('terraform', { ...requests.terraform, terraform_files_source: files })).toBe(
      'body.terraform_files_source.git_repository.provider: ' +
        'is required for a repository outside github.com, gitlab.com or bitbucket.org',
    );
    // A self-hosted GitLab is told by its token.
    const selfHosted = { url: 'https://git.example.com/acme/infra.git', git_token_id: ids.gitlabTokenId };
    const created = await fixture.api.post(`/environment/${fixture.environmentId}/terraform`, {
      ...requests.terraform,
      terraform_files_source: { git_repository: selfHosted },
    });
    expect(expectStatus(created, 201).terraform_files_source.git.git_repository).toMatchObject({
      provider: 'GITLAB',
      git_token_id: ids.gitlabTokenId,
      git_token_name: 'gitlab',
    });
  });
});
