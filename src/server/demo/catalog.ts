import type { ServiceKind, ServiceType } from '../../contract';
import type { EnvironmentMode } from '../../contract';

/** Where the demo's images and charts come from. */
export const DEMO_CONTAINER_REGISTRY = {
  name: 'Docker Hub',
  kind: 'DOCKER_HUB',
  url: 'https://registry-1.docker.io',
  description: 'Public images',
} as const;
export const DEMO_HELM_REPOSITORY = {
  name: 'Bitnami',
  kind: 'HTTPS',
  url: 'https://charts.bitnami.com/bitnami',
  description: 'Charts maintained by Bitnami',
} as const;

/** The ids the requests below refer to, known once the registry and the helm repository exist. */
export interface DemoReferences {
  registryId: string;
  helmRepositoryId: string;
}

export interface DemoService {
  kind: ServiceKind;
  /** A create request as a client sends it; the contract's schema fills the defaults. */
  request: Record<string, unknown>;
}

/** A deployment stage of a demo environment, with the services in it by name. */
export interface DemoStage {
  name: string;
  description: string;
  /** The kind of service created later that lands here. */
  defaultFor?: ServiceType;
  services: string[];
  /** Services of the stage that an environment deployment skips. */
  skipped?: string[];
}

export interface DemoEnvironment {
  project: string;
  name: string;
  mode: Exclude<EnvironmentMode, 'PREVIEW'>;
  services: (references: DemoReferences) => DemoService[];
  /** Stages in deployment order, in place of the defaults; every service must be in one. */
  stages?: DemoStage[];
}

const github = (repository: string, extra: Record<string, unknown> = {}) => ({
  url: `https://github.com/acme-robotics/${repository}.git`,
  branch: 'main',
  ...extra,
});

// A small web service answers its probe within seconds of starting: the demo's deploys (the guide's first release
// among them) wait that long for readiness, not the 30 s a probe waits by default.
const httpProbe = (port: number, path: string) => ({
  type: { http: { port, path } },
  initial_delay_seconds: 5,
});

const web = (name: string, repository: string, port: number, scaling: { min: number; max: number }) => ({
  kind: 'application' as const,
  request: {
    name,
    git_repository: github(repository),
    cpu: 500,
    memory: 512,
    min_running_instances: scaling.min,
    max_running_instances: scaling.max,
    ports: [{ internal_port: port, publicly_accessible: true }],
    healthchecks: {
      readiness_probe: httpProbe(port, '/healthz'),
      liveness_probe: httpProbe(port, '/healthz'),
    },
  },
});

const postgres = (name: string, storage: number) => ({
  kind: 'database' as const,
  request: { name, type: 'POSTGRESQL', version: '16', mode: 'CONTAINER', cpu: 500, memory: 1024, storage },
});

/** Environments of the demo projects and the services in them: every type of service appears. */
export const DEMO_ENVIRONMENTS: DemoEnvironment[] = [
  {
    project: 'storefront',
    name: 'production',
    mode: 'PRODUCTION',
    services: ({ registryId, helmRepositoryId }) => [
      web('storefront-web', 'storefront-web', 3000, { min: 2, max: 6 }),
      {
        kind: 'application',
        request: {
          name: 'catalog-api',
          description: 'Products, prices and stock',
          git_repository: github('catalog-api', { root_path: '/service' }),
          cpu: 1000,
          memory: 1024,
          ports: [{ internal_port: 8080, publicly_accessible: true, public_path: '/' }],
          healthchecks: { liveness_probe: { type: { tcp: { port: 8080 } } } },
        },
      },
      {
        kind: 'container',
        request: {
          name: 'edge-proxy',
          description: 'nginx in front of the shop',
          registry_id: registryId,
          image_name: 'nginx',
          tag: '1.27-alpine',
          ports: [{ internal_port: 80, publicly_accessible: true }],
        },
      },
      postgres('orders-db', 20),
      { kind: 'database', request: { name: 'sessions', type: 'REDIS', version: '7.2', memory: 512 } },
      {
        kind: 'job',
        request: {
          name: 'nightly-sitemap',
          description: 'Rebuilds the sitemap every night',
          source: { image: { registry_id: registryId, image_name: 'curlimages/curl', tag: '8.10.1' } },
          schedule: {
            cronjob: {
              scheduled_at: '0 2 * * *',
              timezone: 'Europe/Paris',
              arguments: ['-fsS', 'http://storefront-web/internal/sitemap'],
            },
          },
        },
      },
      {
        kind: 'job',
        request: {
          name: 'db-migrations',
          description: 'Migrates orders-db before the services start',
          source: {
            docker: { git_repository: github('storefront-web'), dockerfile_path: 'migrations/Dockerfile' },
          },
          schedule: { on_start: { arguments: ['npm', 'run', 'migrate'] }, lifecycle_type: 'GENERIC' },
        },
      },
      {
        kind: 'helm',
        request: {
          name: 'grafana',
          description: 'Dashboards of the shop',
          source: {
            helm_repository: { repository: helmRepositoryId, chart_name: 'grafana', chart_version: '11.3.0' },
          },
          values_override: { set: [['admin.user', 'admin']] },
          ports: [{ internal_port: 3000, service_name: 'grafana' }],
        },
      },
      {
        kind: 'terraform',
        request: {
          name: 'cdn',
          description: 'The CDN and DNS records of the shop',
          terraform_files_source: { git_repository: github('storefront-infra', { root_path: '/cdn' }) },
          terraform_variables_source: { tf_vars: [{ key: 'region', value: 'eu-west-3' }] },
          backend: { kubernetes: {} },
        },
      },
    ],
    stages: [
      {
        name: 'Data',
        description: 'The stores the shop reads and writes',
        defaultFor: 'DATABASE',
        services: ['orders-db', 'sessions'],
      },
      {
        name: 'Infrastructure',
        description: 'CDN and DNS, before anything is served',
        defaultFor: 'TERRAFORM',
        services: ['cdn'],
      },
      {
        name: 'Migrations',
        description: 'Schema changes land before the code that expects them',
        defaultFor: 'JOB',
        services: ['db-migrations', 'nightly-sitemap'],
      },
      {
        name: 'Backend',
        description: 'APIs the storefront calls',
        defaultFor: 'APPLICATION',
        services: ['catalog-api'],
      },
      { name: 'Frontend', description: 'What shoppers see', services: ['storefront-web'] },
      {
        name: 'Edge',
        description: 'Opens the shop to traffic',
        defaultFor: 'CONTAINER',
        services: ['edge-proxy'],
      },
      {
        name: 'Observability',
        description: 'Dashboards of the release',
        defaultFor: 'HELM',
        services: ['grafana'],
      },
    ],
  },
  {
    project: 'storefront',
    name: 'staging',
    mode: 'STAGING',
    services: () => [
      web('storefront-web', 'storefront-web', 3000, { min: 1, max: 1 }),
      postgres('orders-db', 10),
    ],
  },
  {
    project: 'payments',
    name: 'production',
    mode: 'PRODUCTION',
    services: ({ registryId }) => [
      web('payments-api', 'payments-api', 8080, { min: 2, max: 4 }),
      postgres('ledger-db', 50),
      {
        kind: 'job',
        request: {
          name: 'reconciliation',
          description: 'Matches payouts with the bank statements',
          source: { image: { registry_id: registryId, image_name: 'library/python', tag: '3.13-slim' } },
          schedule: { cronjob: { scheduled_at: '30 6 * * MON-FRI', arguments: ['-m', 'reconcile'] } },
        },
      },
    ],
  },
  {
    project: 'data-platform',
    name: 'development',
    mode: 'DEVELOPMENT',
    services: ({ helmRepositoryId }) => [
      { kind: 'database', request: { name: 'events', type: 'MONGODB', version: '7.0' } },
      {
        kind: 'helm',
        request: {
          name: 'kafka',
          source: {
            helm_repository: { repository: helmRepositoryId, chart_name: 'kafka', chart_version: '31.0.0' },
          },
          values_override: { set: [['controller.replicaCount', '1']] },
        },
      },
      {
        kind: 'terraform',
        request: {
          name: 'warehouse',
          description: 'The analytics warehouse and its buckets',
          terraform_files_source: { git_repository: github('data-infra') },
          backend: { kubernetes: {} },
          engine: 'OPEN_TOFU',
        },
      },
    ],
  },
];
