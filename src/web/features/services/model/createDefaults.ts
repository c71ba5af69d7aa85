import type {
  ApplicationRequest,
  ContainerRequest,
  DatabaseRequest,
  GitRepositoryRequest,
  JobRequest,
  TerraformRequest,
} from '../../../../contract';

// Where a new service of each kind starts: the contract's defaults, spelled out so every field has a value to show.

export const newGitRepository = (): GitRepositoryRequest => ({
  url: '',
  branch: 'main',
  root_path: '/',
  git_token_id: null,
});

const runtimeDefaults = () => ({
  name: '',
  description: '',
  cpu: 500,
  memory: 512,
  gpu: 0,
  min_running_instances: 1,
  max_running_instances: 1,
  ports: [],
  healthchecks: { readiness_probe: null, liveness_probe: null },
  storage: [],
  arguments: [],
  entrypoint: null,
  auto_preview: true,
  annotations_groups: [],
  labels_groups: [],
  autoscaling: null,
});

export const newApplication = (): ApplicationRequest => ({
  ...runtimeDefaults(),
  git_repository: newGitRepository(),
  build_mode: 'DOCKER',
  dockerfile_path: 'Dockerfile',
  docker_target_build_stage: null,
  auto_deploy: true,
});

export const newContainer = (): ContainerRequest => ({
  ...runtimeDefaults(),
  registry_id: '',
  image_name: '',
  tag: 'latest',
  auto_deploy: false,
});

export const newDatabase = (): DatabaseRequest => ({
  name: '',
  description: '',
  type: 'POSTGRESQL',
  version: '17',
  mode: 'CONTAINER',
  accessibility: 'PRIVATE',
  cpu: 250,
  memory: 256,
  storage: 10,
  instance_type: null,
  annotations_groups: [],
  labels_groups: [],
});

export const newJob = (): JobRequest => ({
  name: '',
  description: '',
  source: { image: { registry_id: '', image_name: '', tag: 'latest' }, docker: null },
  schedule: {
    cronjob: { scheduled_at: '0 * * * *', timezone: 'Etc/UTC', arguments: [], entrypoint: null },
    on_start: null,
    on_stop: null,
    on_delete: null,
    lifecycle_type: null,
  },
  cpu: 500,
  memory: 512,
  gpu: 0,
  max_nb_restart: 0,
  max_duration_seconds: 300,
  port: null,
  healthchecks: { readiness_probe: null, liveness_probe: null },
  auto_preview: true,
  auto_deploy: true,
  annotations_groups: [],
  labels_groups: [],
});

export const newTerraform = (): TerraformRequest => ({
  name: '',
  description: '',
  auto_deploy_config: { auto_deploy: false, terraform_action: 'DEFAULT' },
  terraform_files_source: { git_repository: newGitRepository() },
  terraform_variables_source: { tf_var_file_paths: [], tf_vars: [] },
  backend: { kubernetes: {}, user_provided: null },
  engine: 'TERRAFORM',
  provider_version: { explicit_version: '1.9.0', read_from_terraform_block: false },
  job_resources: { cpu_milli: 500, ram_mib: 512, gpu: 0, storage_gib: 1 },
  timeout_sec: 1800,
  use_cluster_credentials: false,
  action_extra_arguments: {},
  dockerfile_fragment: null,
});
