import type { Application, Cluster, Container, Database, Environment, Helm, Job } from '../../contract';
import {
  application as sampleApplication,
  container as sampleContainer,
  database as sampleDatabase,
  ENVIRONMENT_ID,
  gitRepository,
  helm,
  helmChartSource,
  job,
  jobImageSource,
  PROJECT_ID,
} from '../../contract/testing';
import { ORG_ID } from './fixtures';

export { ENVIRONMENT_ID, PROJECT_ID };
export const CLUSTER_ID = 'abababab-0000-4000-8000-000000000002';
export const OTHER_CLUSTER_ID = 'abababab-0000-4000-8000-000000000003';

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

// The services of an environment's listing: the contract's shared samples under the names, repositories, images,
// charts and versions a test gives.

export function application(name: string, repo = name, branch = 'main'): Application {
  const git_repository = gitRepository({ url: `https://github.com/acme/${repo}.git`, name: repo, branch });
  return sampleApplication({ name, description: '', git_repository });
}

export function container(name: string, image_name: string, tag: string): Container {
  return sampleContainer({ name, image_name, tag });
}

export function database(name: string, type: Database['type'], version: string): Database {
  return sampleDatabase({ name, type, version, host: `${name}.internal` });
}

export function cronJob(name: string, image: string, tag: string): Job {
  return job({ name, source: jobImageSource(image, tag) });
}

export function helmChart(name: string, chart: string, version: string): Helm {
  return helm({ name, source: helmChartSource(chart, version) });
}
