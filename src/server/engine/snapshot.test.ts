import { describe, expect, it } from 'vitest';
import { type Application, application } from '../../contract/services/application';
import { configVersionOf } from './configVersion';
import { snapshotFromService } from './snapshot';

const stored: Application = application.parse({
  id: '5e000001-0000-4000-8000-000000000000',
  created_at: '2026-01-10T08:00:00.000Z',
  updated_at: '2026-01-12T08:00:00.000Z',
  name: 'storefront',
  description: '',
  environment: { id: '0e000000-0000-4000-8000-000000000001' },
  icon_uri: 'app://storefront',
  service_type: 'APPLICATION',
  git_repository: {
    provider: 'GITHUB',
    owner: 'acme',
    url: 'https://github.com/acme/storefront.git',
    name: 'acme/storefront',
    has_access: true,
    branch: 'main',
    root_path: '/',
    deployed_commit_id: null,
    deployed_commit_date: null,
    deployed_commit_contributor: null,
    deployed_commit_tag: null,
    git_token_id: null,
    git_token_name: null,
  },
  build_mode: 'DOCKER',
  dockerfile_path: 'Dockerfile',
  docker_target_build_stage: null,
  cpu: 500,
  memory: 512,
  gpu: 0,
  maximum_cpu: 4000,
  maximum_memory: 8192,
  maximun_gpu: 0,
  min_running_instances: 1,
  max_running_instances: 1,
  ports: [
    {
      id: '90000000-0000-4000-8000-000000000001',
      name: 'http',
      internal_port: 3000,
      external_port: 443,
      protocol: 'HTTP',
      publicly_accessible: true,
      is_default: true,
      public_path: null,
      public_path_rewrite: null,
    },
  ],
  healthchecks: {
    readiness_probe: {
      type: { http: { path: '/health', scheme: 'HTTP', port: 3000 } },
      initial_delay_seconds: 30,
      period_seconds: 10,
      timeout_seconds: 5,
      success_threshold: 1,
      failure_threshold: 3,
    },
    liveness_probe: null,
  },
  storage: [],
  arguments: [],
  entrypoint: null,
  auto_preview: true,
  auto_deploy: true,
  annotations_groups: [],
  labels_groups: [],
  autoscaling: null,
});

describe('a service as the engine sees it', () => {
  it('narrows the contract response to what deployments need', () => {
    const owner = {
      projectId: '0b000000-0000-4000-8000-000000000001',
      organizationId: '0a000000-0000-4000-8000-000000000001',
    };
    expect(snapshotFromService(stored, owner, 'v7')).toEqual({
      id: stored.id,
      type: 'APPLICATION',
      name: 'storefront',
      environmentId: stored.environment.id,
      ...owner,
      configVersion: 'v7',
      source: {
        kind: 'git',
        repositoryUrl: 'https://github.com/acme/storefront.git',
        branch: 'main',
        rootPath: '/',
        dockerfilePath: 'Dockerfile',
        dockerTarget: null,
      },
      instances: { min: 1, max: 1 },
      ports: [{ internalPort: 3000, publiclyAccessible: true }],
      probes: [{ probe: 'readiness', kind: 'http', port: 3000, initialDelaySeconds: 30 }],
      job: null,
      terraform: null,
      timeoutSec: null,
    });
  });

  it('versions the configuration, not record times or what was deployed', () => {
    const version = configVersionOf(stored);
    const touched = {
      ...stored,
      updated_at: '2026-02-01T00:00:00.000Z',
      git_repository: { ...stored.git_repository, deployed_commit_id: 'abc1234' },
    };
    expect(configVersionOf(touched)).toBe(version);
    const edited = { ...stored, git_repository: { ...stored.git_repository, branch: 'release' } };
    expect(configVersionOf(edited)).not.toBe(version);
  });
});
