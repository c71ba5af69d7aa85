import type { Application, Container, Database, GitRepository } from '../services';

// The records the API answers for one service of each kind, in the contract's types: what tests of the console
// render and what a test of the server may compare with. Kinds that run tasks or install things (jobs, helm
// charts, terraform) are in taskServiceRecords.ts.

export const PROJECT_ID = 'abababab-0000-4000-8000-000000000001';
export const ENVIRONMENT_ID = 'abababab-0000-4000-8000-000000000004';
export const GIT_TOKEN_ID = '55555555-5555-4555-8555-555555555555';
export const REGISTRY_ID = '66666666-6666-4666-8666-666666666666';
export const HELM_REPOSITORY_ID = '77777777-7777-4777-8777-777777777777';

let sequence = 0;
const nextId = () => `cccccccc-${String(++sequence).padStart(4, '0')}-4000-8000-000000000000`;

/** The fields every service record has apart from its name and description: a new id each call. */
export const serviceRecordBase = () => ({
  id: nextId(),
  created_at: '2025-03-01T10:00:00Z',
  updated_at: '2025-03-02T10:00:00Z',
  environment: { id: ENVIRONMENT_ID },
  icon_uri: 'app://platform/services/default',
});

export const gitRepository = (overrides: Partial<GitRepository> = {}): GitRepository => ({
  provider: 'GITHUB',
  owner: 'acme',
  url: 'https://github.com/acme/web.git',
  name: 'web',
  has_access: true,
  branch: 'main',
  root_path: '/',
  deployed_commit_id: null,
  deployed_commit_date: null,
  deployed_commit_contributor: null,
  deployed_commit_tag: null,
  git_token_id: GIT_TOKEN_ID,
  git_token_name: 'GitHub',
  ...overrides,
});

export const dockerHub = {
  id: REGISTRY_ID,
  name: 'Docker Hub',
  url: 'https://docker.io',
  kind: 'DOCKER_HUB',
} as const;

/** What applications and containers share: resources, one public HTTP port, a readiness probe, a label. */
const runtime = {
  cpu: 500,
  memory: 512,
  gpu: 0,
  maximum_cpu: 4000,
  maximum_memory: 8192,
  min_running_instances: 1,
  max_running_instances: 3,
  ports: [
    {
      id: 'dddddddd-0001-4000-8000-000000000000',
      name: 'http',
      internal_port: 8080,
      external_port: 443,
      protocol: 'HTTP' as const,
      publicly_accessible: true,
      is_default: true,
      public_path: null,
      public_path_rewrite: null,
    },
  ],
  healthchecks: {
    readiness_probe: {
      type: { http: { path: '/health', scheme: 'HTTP' as const, port: 8080 } },
      initial_delay_seconds: 30,
      period_seconds: 10,
      timeout_seconds: 5,
      success_threshold: 1,
      failure_threshold: 3,
    },
    liveness_probe: null,
  },
  storage: [],
  arguments: ['--port', '8080'],
  entrypoint: null,
  auto_preview: true,
  auto_deploy: true,
  annotations_groups: [],
  labels_groups: [
    {
      id: 'eeeeeeee-0001-4000-8000-000000000000',
      name: 'team',
      labels: [{ key: 'team', value: 'web', propagate_to_cloud_provider: false }],
      created_at: '2025-03-01T10:00:00Z',
      updated_at: '2025-03-01T10:00:00Z',
    },
  ],
  autoscaling: null,
};

export function application(overrides: Partial<Application> = {}): Application {
  return {
    ...serviceRecordBase(),
    ...runtime,
    service_type: 'APPLICATION',
    name: 'web',
    description: 'The public website',
    git_repository: gitRepository(),
    build_mode: 'DOCKER',
    dockerfile_path: 'Dockerfile',
    docker_target_build_stage: null,
    maximun_gpu: 0,
    ...overrides,
  };
}

export function container(overrides: Partial<Container> = {}): Container {
  return {
    ...serviceRecordBase(),
    ...runtime,
    service_type: 'CONTAINER',
    name: 'proxy',
    description: '',
    registry: { ...dockerHub },
    registry_id: REGISTRY_ID,
    image_name: 'nginx',
    tag: '1.27',
    maximum_gpu: 0,
    auto_deploy: false,
    ...overrides,
  };
}

export function database(overrides: Partial<Database> = {}): Database {
  return {
    ...serviceRecordBase(),
    service_type: 'DATABASE',
    name: 'main-db',
    description: '',
    type: 'POSTGRESQL',
    version: '16',
    mode: 'CONTAINER',
    accessibility: 'PRIVATE',
    cpu: 250,
    memory: 256,
    storage: 10,
    instance_type: null,
    maximum_cpu: 4000,
    maximum_memory: 8192,
    host: 'zmain-db.internal',
    port: 5432,
    disk_encrypted: true,
    annotations_groups: [],
    labels_groups: [],
    ...overrides,
  };
}
