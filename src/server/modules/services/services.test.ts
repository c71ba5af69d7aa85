import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema';
import { expectStatus } from '../../testing/api';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const ID = expect.stringMatching(/^[0-9a-f-]{36}$/);

describe('applications', () => {
  it('creates (201) an application with defaults filled, and keeps nested ids across an edit', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId } = fixture;
    const created = await api.post(`/environment/${environmentId}/application`, {
      name: 'api',
      description: 'The shop API',
      git_repository: { url: 'https://github.com/acme/shop-api.git', branch: 'main' },
      ports: [
        { internal_port: 8080, publicly_accessible: true },
        { internal_port: 9090, protocol: 'GRPC' },
      ],
      healthchecks: { readiness_probe: { type: { http: { port: 8080, path: '/health' } } } },
      storage: [{ size: 10, mount_point: '/data' }],
      annotations_groups: [
        { name: 'tracing', annotations: [{ key: 'trace', value: 'on' }], scopes: ['PODS'] },
      ],
      labels_groups: [{ name: 'team', labels: [{ key: 'team', value: 'shop' }] }],
      autoscaling: { scalers: [{ scaler_type: 'cpu', config_json: { value: '70' } }] },
    });
    const application = expectStatus(created, 201);
    expect(application).toMatchObject({
      service_type: 'APPLICATION',
      name: 'api',
      description: 'The shop API',
      environment: { id: environmentId },
      icon_uri: 'app://platform-console/application',
      git_repository: {
        provider: 'GITHUB',
        owner: 'acme',
        name: 'shop-api',
        url: 'https://github.com/acme/shop-api.git',
        branch: 'main',
        root_path: '/',
        has_access: true,
        git_token_id: null,
        deployed_commit_id: null,
      },
      build_mode: 'DOCKER',
      dockerfile_path: 'Dockerfile',
      cpu: 500,
      memory: 512,
      gpu: 0,
      maximum_cpu: 8000,
      maximum_memory: 16_384,
      maximun_gpu: 0,
      min_running_instances: 1,
      max_running_instances: 1,
      ports: [
        {
          id: ID,
          name: 'p8080',
          internal_port: 8080,
          external_port: 443,
          protocol: 'HTTP',
          is_default: true,
        },
        {
          id: ID,
          name: 'p9090',
          internal_port: 9090,
          external_port: null,
          protocol: 'GRPC',
          is_default: false,
        },
      ],
      storage: [{ id: ID, type: 'FAST_SSD', size: 10, mount_point: '/data' }],
      annotations_groups: [{ id: ID, name: 'tracing', created_at: expect.any(String) }],
      labels_groups: [{ id: ID, name: 'team' }],
      autoscaling: {
        id: ID,
        service_id: application.id,
        mode: 'KEDA',
        scalers: [{ id: ID, scaler_type: 'cpu' }],
      },
    });
    expect(expectStatus(await api.get(`/application/${application.id}`), 200)).toEqual(application);

    t.clock.advance(60_000);
    const [http] = application.ports;
    const edited = expectStatus(
      await api.put(`/application/${application.id}`, {
        name: 'shop-api',
        git_repository: { url: 'https://github.com/acme/shop-api.git', branch: 'release' },
        cpu: 1000,
        ports: [{ ...http, public_path: '/api' }, { internal_port: 7070 }],
        storage: application.storage,
        annotations_groups: application.annotations_groups,
        labels_groups: [{ ...application.labels_groups[0], labels: [{ key: 'team', value: 'payments' }] }],
        autoscaling: { scalers: application.autoscaling.scalers },
      }),
      200,
    );
    expect(edited).toMatchObject({ name: 'shop-api', cpu: 1000, description: '' });
    expect(edited.git_repository.branch).toBe('release');
    expect(edited.ports[0]).toMatchObject({ id: http.id, public_path: '/api', is_default: true });
    expect(edited.ports[1].id).not.toBe(application.ports[1].id);
    expect(edited.storage[0].id).toBe(application.storage[0].id);
    // Unchanged groups keep their dates; changed ones are dated anew; both keep their ids.
    expect(edited.annotations_groups[0]).toEqual(application.annotations_groups[0]);
    expect(edited.labels_groups[0].id).toBe(application.labels_groups[0].id);
    expect(edited.labels_groups[0].updated_at).not.toBe(application.labels_groups[0].updated_at);
    expect(edited.autoscaling.id).toBe(application.autoscaling.id);
    expect(edited.autoscaling.scalers[0].id).toBe(application.autoscaling.scalers[0].id);
    expect(edited.updated_at).not.toBe(application.updated_at);
  });
});

describe('containers, databases, jobs, helm charts and terraform services', () => {
  it('creates and edits a container from a registry of the organization', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId, registryId } = fixture;
    const container = expectStatus(
      await api.post(`/environment/${environmentId}/container`, {
        ...minimalRequests(fixture).container,
        ports: [{ internal_port: 80, publicly_accessible: true }],
      }),
      201,
    );
    expect(container).toMatchObject({
      service_type: 'CONTAINER',
      registry_id: registryId,
      registry: {
        id: registryId,
        name: 'docker-hub',
        kind: 'DOCKER_HUB',
        url: 'https://registry-1.docker.io',
      },
      image_name: 'nginx',
      tag: '1.27',
      maximum_gpu: 0,
      auto_deploy: false,
    });
    const edited = expectStatus(
      await api.put(`/container/${container.id}`, { ...minimalRequests(fixture).container, tag: '1.28' }),
      200,
    );
    expect(edited).toMatchObject({ tag: '1.28', ports: [] });
  });

  it('creates and edits a database, its engine fixed and its host derived', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId, clusterId } = fixture;
    const database = expectStatus(
      await api.post(`/environment/${environmentId}/database`, {
        ...minimalRequests(fixture).database,
        cpu: 500,
        memory: 1024,
        storage: 20,
      }),
      201,
    );
    expect(database).toMatchObject({
      service_type: 'DATABASE',
      type: 'POSTGRESQL',
      version: '16',
      mode: 'CONTAINER',
      accessibility: 'PRIVATE',
      storage: 20,
      port: 5432,
      disk_encrypted: false,
      maximum_cpu: 8000,
      host: `db-${database.id.slice(0, 8)}.production-${environmentId.slice(0, 8)}.svc.cluster.local`,
    });
    const edited = expectStatus(
      await api.put(`/database/${database.id}`, { name: 'db', version: '17', accessibility: 'PUBLIC' }),
      200,
    );
    expect(edited).toMatchObject({ type: 'POSTGRESQL', version: '17', cpu: 250, accessibility: 'PUBLIC' });
    expect(edited.host).toBe(`db-${database.id.slice(0, 8)}.${clusterId.slice(0, 8)}.platform.local`);
  });

  it('creates a cron job and a lifecycle job, and edits the schedule', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId, registryId } = fixture;
    const cron = expectStatus(
      await api.post(`/environment/${environmentId}/job`, {
        ...minimalRequests(fixture).job,
        schedule: { cronjob: { scheduled_at: '0 3 * * *', timezone: 'Europe/Paris', arguments: ['--full'] } },
      }),
      201,
    );
    expect(cron).toMatchObject({
      service_type: 'JOB',
      job_type: 'CRON',
      source: {
        image: { registry_id: registryId, registry: { name: 'docker-hub' }, image_name: 'acme/report' },
      },
      schedule: {
        cronjob: {
          scheduled_at: '0 3 * * *',
          timezone: 'Europe/Paris',
          arguments: ['--full'],
          entrypoint: null,
        },
        on_start: null,
      },
    });
    const lifecycle = expectStatus(
      await api.post(`/environment/${environmentId}/job`, {
        name: 'migrate',
        source: { docker: { git_repository: { url: 'https://gitlab.com/acme/migrations.git' } } },
        schedule: { on_start: { arguments: ['migrate', 'up'] }, lifecycle_type: 'GENERIC' },
      }),
      201,
    );
    expect(lifecycle).toMatchObject({
      job_type: 'LIFECYCLE',
      source: {
        image: null,
        docker: { dockerfile_path: 'Dockerfile', git_repository: { provider: 'GITLAB' } },
      },
      schedule: { cronjob: null, on_start: { arguments: ['migrate', 'up'] }, lifecycle_type: 'GENERIC' },
    });
    const edited = expectStatus(
      await api.put(`/job/${cron.id}`, {
        ...minimalRequests(fixture).job,
        schedule: { cronjob: { scheduled_at: '*/15 * * * *' } },
      }),
      200,
    );
    expect(edited.schedule.cronjob).toMatchObject({ scheduled_at: '*/15 * * * *', timezone: 'Etc/UTC' });
  });

  it('creates a helm chart from a helm repository and moves it to a git repository', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId, helmRepositoryId } = fixture;
    const helm = expectStatus(
      await api.post(`/environment/${environmentId}/helm`, {
        ...minimalRequests(fixture).helm,
        ports: [{ internal_port: 6379, service_name: 'cache-redis-master' }],
        values_override: { set: [['auth.enabled', 'false']] },
      }),
      201,
    );
    expect(helm).toMatchObject({
      service_type: 'HELM',
      source: {
        git: null,
        repository: {
          chart_name: 'redis',
          chart_version: '19.0.0',
          repository: { id: helmRepositoryId, name: 'bitnami', url: 'https://charts.bitnami.com/bitnami' },
        },
      },
      ports: [{ id: ID, name: 'p6379', internal_port: 6379, external_port: 443, is_default: true }],
      values_override: { set: [['auth.enabled', 'false']], set_string: [], file: null },
      timeout_sec: 600,
    });
    const edited = expectStatus(
      await api.put(`/helm/${helm.id}`, {
        name: 'cache',
        source: { git_repository: { url: 'https://bitbucket.org/acme/charts.git', root_path: '/redis' } },
        ports: helm.ports,
      }),
      200,
    );
    expect(edited.source).toMatchObject({
      git: { git_repository: { provider: 'BITBUCKET', owner: 'acme', name: 'charts', root_path: '/redis' } },
      repository: null,
    });
    expect(edited.ports[0].id).toBe(helm.ports[0].id);
  });

  it('creates a terraform service whose secret variables are sealed and never answered', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId } = fixture;
    const tfVars = [
      { key: 'region', value: 'eu-west-3' },
      { key: 'db_password', value: 'correct-horse-battery', secret: true },
    ];
    const terraform = expectStatus(
      await api.post(`/environment/${environmentId}/terraform`, {
        ...minimalRequests(fixture).terraform,
        terraform_variables_source: { tf_vars: tfVars, tf_var_file_paths: ['prod.tfvars'] },
        engine: 'OPEN_TOFU',
      }),
      201,
    );
    expect(terraform).toMatchObject({
      service_type: 'TERRAFORM',
      auto_deploy: false,
      engine: 'OPEN_TOFU',
      backend: { kubernetes: {}, user_provided: null },
      terraform_files_source: { git: { git_repository: { provider: 'GITHUB', name: 'infra' } } },
      terraform_variables_source: {
        tf_var_file_paths: ['prod.tfvars'],
        tf_vars: [
          { key: 'region', value: 'eu-west-3', secret: false },
          { key: 'db_password', value: null, secret: true },
        ],
      },
      job_resources: { cpu_milli: 500, ram_mib: 512, gpu: 0, storage_gib: 1 },
    });
    const storedSecret = async () => {
      const [row] = await t.db.select().from(services).where(eq(services.id, terraform.id));
      expect(JSON.stringify(row?.config)).not.toContain('correct-horse-battery');
      return JSON.stringify(row?.config).match(/"db_password","value":"([^"]+)"/)?.[1];
    };
    const sealed = await storedSecret();
    expect(sealed).toMatch(/^v1\./);

    // Sent back without its value, a secret keeps the stored one.
    const edited = expectStatus(
      await api.put(`/terraform/${terraform.id}`, {
        ...minimalRequests(fixture).terraform,
        terraform_variables_source: { tf_vars: terraform.terraform_variables_source.tf_vars },
        auto_deploy_config: { auto_deploy: true },
      }),
      200,
    );
    expect(edited.auto_deploy).toBe(true);
    expect(edited.terraform_variables_source.tf_vars[1]).toEqual({
      key: 'db_password',
      value: null,
      secret: true,
    });
    expect(await storedSecret()).toBe(sealed);
  });
});
