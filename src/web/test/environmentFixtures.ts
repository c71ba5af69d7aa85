import type {
  Application,
  Cluster,
  Container,
  Database,
  Environment,
  GitRepository,
  Helm,
  Job,
} from '../../contract';
import { ORG_ID } from './fixtures';

export const PROJECT_ID = 'abababab-0000-4000-8000-000000000001';
export const CLUSTER_ID = 'abababab-0000-4000-8000-000000000002';
export const OTHER_CLUSTER_ID = 'abababab-0000-4000-8000-000000000003';
export const ENVIRONMENT_ID = 'abababab-0000-4000-8000-000000000004';

let sequence = 0;
const nextId = () => `cdcdcdcd-${String(++sequence).padStart(4, '0')}-4000-8000-000000000000`;

export function cluster(overrides: Partial<Cluster> = {}): Cluster {
  return {
    id: CLUSTER_ID,
    created_at: '2024-12-01T10:00:00Z',
    organization: { id: ORG_ID },
    name: 'eu-west',
    description: null,
    region: 'eu-west-3',
    cloud_provider: 'AWS',
    cpu: 4000,
    memory: 8192,
    gpu: 0,
    status: 'DEPLOYED',
    deployment_status: 'UP_TO_DATE',
    kubernetes: 'MANAGED',
    production: false,
    is_default: true,
    is_demo: false,
    has_access: true,
    version: '1.31',
    instance_type: 't3.large',
    min_running_nodes: 1,
    max_running_nodes: 3,
    disk_size: 50,
    cloud_provider_credentials: null,
    estimated_cloud_provider_cost: 258,
    disk_iops: null,
    disk_throughput: null,
    ssh_keys: [],
    features: [],
    metrics_parameters: null,
    infrastructure_charts_parameters: null,
    keda: null,
    labels_groups: [],
    secret_manager_accesses: [],
    ...overrides,
  };
}

export function environment(overrides: Partial<Environment> = {}): Environment {
  return {
    id: nextId(),
    created_at: '2025-02-01T10:00:00Z',
    updated_at: '2025-02-02T10:00:00Z',
    name: 'staging',
    organization: { id: ORG_ID },
    project: { id: PROJECT_ID },
    mode: 'STAGING',
    cluster_id: CLUSTER_ID,
    cluster_name: 'eu-west',
    cloud_provider: { provider: 'AWS', cluster: 'eu-west' },
    last_updated_by: null,
    service_count: 0,
    ...overrides,
  };
}

const record = (name: string) => ({
  id: nextId(),
  name,
  description: '',
  created_at: '2025-03-01T10:00:00Z',
  updated_at: '2025-03-02T10:00:00Z',
  environment: { id: ENVIRONMENT_ID },
  icon_uri: 'app://platform/services/default',
});

const repository = (name: string, branch = 'main'): GitRepository => ({
  provider: 'GITHUB',
  owner: 'acme',
  url: `https://github.com/acme/${name}.git`,
  name,
  has_access: true,
  branch,
  root_path: '/',
  deployed_commit_id: null,
  deployed_commit_date: null,
  deployed_commit_contributor: null,
  deployed_commit_tag: null,
  git_token_id: null,
  git_token_name: null,
});

const runtime = {
  cpu: 500,
  memory: 512,
  gpu: 0,
  maximum_cpu: 4000,
  maximum_memory: 8192,
  min_running_instances: 1,
  max_running_instances: 1,
  ports: [],
  healthchecks: {},
  storage: [],
  arguments: [],
  entrypoint: null,
  auto_preview: false,
  auto_deploy: true,
  annotations_groups: [],
  labels_groups: [],
  autoscaling: null,
};

const registry = { id: 'efefefef-0000-4000-8000-000000000001', name: 'Docker Hub', url: 'https://docker.io' };

export function application(name: string, repo = name, branch = 'main'): Application {
  return {
    ...record(name),
    ...runtime,
    service_type: 'APPLICATION',
    git_repository: repository(repo, branch),
    build_mode: 'DOCKER',
    dockerfile_path: 'Dockerfile',
    docker_target_build_stage: null,
    maximun_gpu: 0,
  };
}

export function container(name: string, image: string, tag: string): Container {
  return {
    ...record(name),
    ...runtime,
    service_type: 'CONTAINER',
    registry: { ...registry, kind: 'DOCKER_HUB' },
    registry_id: registry.id,
    image_name: image,
    tag,
    maximum_gpu: 0,
  };
}

export function database(name: string, type: Database['type'], version: string): Database {
  return {
    ...record(name),
    service_type: 'DATABASE',
    type,
    version,
    mode: 'CONTAINER',
    accessibility: 'PRIVATE',
    cpu: 250,
    memory: 256,
    storage: 10,
    instance_type: null,
    maximum_cpu: 4000,
    maximum_memory: 8192,
    host: `${name}.internal`,
    port: 5432,
    disk_encrypted: false,
    annotations_groups: [],
    labels_groups: [],
  };
}

export function cronJob(name: string, image: string, tag: string): Job {
  return {
    ...record(name),
    service_type: 'JOB',
    job_type: 'CRON',
    source: {
      image: {
        registry: { ...registry, kind: 'DOCKER_HUB' },
        registry_id: registry.id,
        image_name: image,
        tag,
      },
      docker: null,
    },
    schedule: {
      cronjob: { arguments: [], entrypoint: null, scheduled_at: '0 3 * * *', timezone: 'Etc/UTC' },
      on_start: null,
      on_stop: null,
      on_delete: null,
      lifecycle_type: null,
    },
    cpu: 500,
    memory: 512,
    gpu: 0,
    maximum_cpu: 4000,
    maximum_memory: 8192,
    maximum_gpu: 0,
    max_nb_restart: 0,
    max_duration_seconds: 300,
    port: null,
    healthchecks: {},
    auto_preview: false,
    auto_deploy: true,
    annotations_groups: [],
    labels_groups: [],
  };
}

export function helmChart(name: string, chart: string, version: string): Helm {
  return {
    ...record(name),
    service_type: 'HELM',
    source: {
      git: null,
      repository: {
        chart_name: chart,
        chart_version: version,
        repository: {
          id: 'efefefef-0000-4000-8000-000000000002',
          name: 'bitnami',
          url: 'https://charts.bitnami.com',
        },
      },
    },
    timeout_sec: 600,
    auto_preview: false,
    auto_deploy: false,
    arguments: [],
    allow_cluster_wide_resources: false,
    values_override: { set: [], set_string: [], set_json: [], file: null },
    ports: [],
  };
}
