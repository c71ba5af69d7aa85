import type { Helm, Job, Terraform } from '../services';
import {
  dockerHub,
  gitRepository,
  HELM_REPOSITORY_ID,
  REGISTRY_ID,
  serviceRecordBase,
} from './serviceRecords';

// The records of the kinds that run tasks or install things: jobs, helm charts, terraform.

/** A job's source: an image of the sample registry. */
export const jobImageSource = (image_name = 'acme/report', tag = '2.1'): Job['source'] => ({
  image: { registry: { ...dockerHub }, registry_id: REGISTRY_ID, image_name, tag },
  docker: null,
});

/** A helm chart's source: a chart of the sample helm repository. */
export const helmChartSource = (chart_name = 'ingress-nginx', chart_version = '4.11.0'): Helm['source'] => ({
  git: null,
  repository: {
    chart_name,
    chart_version,
    repository: { id: HELM_REPOSITORY_ID, name: 'ingress-nginx', url: 'https://kubernetes.github.io' },
  },
});

export function job(overrides: Partial<Job> = {}): Job {
  return {
    ...serviceRecordBase(),
    service_type: 'JOB',
    name: 'nightly-report',
    description: '',
    job_type: 'CRON',
    source: jobImageSource(),
    schedule: {
      cronjob: {
        arguments: ['report'],
        entrypoint: null,
        scheduled_at: '0 2 * * *',
        timezone: 'Europe/Paris',
      },
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
    healthchecks: { readiness_probe: null, liveness_probe: null },
    auto_preview: true,
    auto_deploy: true,
    annotations_groups: [],
    labels_groups: [],
    ...overrides,
  };
}

export function helm(overrides: Partial<Helm> = {}): Helm {
  return {
    ...serviceRecordBase(),
    service_type: 'HELM',
    name: 'ingress',
    description: '',
    source: helmChartSource(),
    timeout_sec: 600,
    auto_preview: false,
    auto_deploy: false,
    arguments: [],
    allow_cluster_wide_resources: false,
    values_override: {
      set: [['controller.replicaCount', '2']],
      set_string: [],
      set_json: [],
      file: null,
    },
    ports: [
      {
        id: 'dddddddd-0002-4000-8000-000000000000',
        name: 'http',
        internal_port: 80,
        external_port: 443,
        namespace: null,
        protocol: 'HTTP',
        is_default: true,
        service_name: 'ingress-nginx-controller',
      },
    ],
    ...overrides,
  };
}

export function terraform(overrides: Partial<Terraform> = {}): Terraform {
  return {
    ...serviceRecordBase(),
    service_type: 'TERRAFORM',
    name: 'network',
    description: '',
    auto_deploy: false,
    auto_deploy_config: { auto_deploy: false, terraform_action: 'DEFAULT' },
    terraform_files_source: {
      git: { git_repository: gitRepository({ url: 'https://github.com/acme/infra.git', name: 'infra' }) },
    },
    terraform_variables_source: {
      tf_var_file_paths: [],
      tf_vars: [
        { key: 'region', value: 'eu-west-1', secret: false },
        { key: 'db_password', value: null, secret: true },
      ],
    },
    backend: { kubernetes: {}, user_provided: null },
    engine: 'TERRAFORM',
    provider_version: { explicit_version: '1.9.0', read_from_terraform_block: false },
    job_resources: { cpu_milli: 500, ram_mib: 512, gpu: 0, storage_gib: 1 },
    timeout_sec: 1800,
    use_cluster_credentials: false,
    action_extra_arguments: {},
    dockerfile_fragment: null,
    ...overrides,
  };
}
