import type {
  ApplicationRequest,
  ContainerRequest,
  DatabaseRequest,
  HelmRequest,
  JobRequest,
  TerraformRequest,
} from '../services';
import { type FullServiceRequestRefs, gitRepositoryRequest } from './serviceRequests';

// Create requests of each kind of service filled in as far as their schemas go: every optional string field has a
// value in at least one sample of its kind, and where a request takes one of several shapes (a probe's kind, a
// job's source), each shape has its sample. Validity is the schema's: a sample may still be refused by the
// platform's rules (an id that names nothing, a repository out of reach).

type Healthchecks = NonNullable<ApplicationRequest['healthchecks']>;
type ProbeKind = NonNullable<Healthchecks['readiness_probe']>['type'];

const probeKinds: ProbeKind[] = [
  { tcp: { port: 8080, host: 'localhost' } },
  { http: { path: '/health', scheme: 'HTTP', port: 8080 } },
  { exec: { command: ['sh', '-c', 'test -f /tmp/ready'] } },
  { grpc: { service: 'grpc.health.v1.Health', port: 8080 } },
];

/** Each kind of probe once as readiness and once as liveness, over four samples. */
const healthchecks: Healthchecks[] = probeKinds.map((type, index) => ({
  readiness_probe: { type },
  liveness_probe: { type: probeKinds[(index + 1) % probeKinds.length]! },
}));

const groups = (newId: () => string): Pick<DatabaseRequest, 'annotations_groups' | 'labels_groups'> => ({
  annotations_groups: [
    {
      id: newId(),
      name: 'team',
      annotations: [{ key: 'example.com/owner', value: 'platform' }],
      scopes: ['DEPLOYMENTS'],
    },
  ],
  labels_groups: [{ id: newId(), name: 'billing', labels: [{ key: 'cost-center', value: 'rd' }] }],
});

type Workload = Pick<
  ContainerRequest,
  'ports' | 'storage' | 'arguments' | 'entrypoint' | 'annotations_groups' | 'labels_groups' | 'autoscaling'
>;

const workload = (newId: () => string): Workload => ({
  ports: [
    {
      id: newId(),
      name: 'http',
      internal_port: 8080,
      publicly_accessible: true,
      public_path: '/',
      public_path_rewrite: '/',
    },
  ],
  storage: [{ id: newId(), size: 10, mount_point: '/data' }],
  arguments: ['--port', '8080'],
  entrypoint: '/bin/server',
  ...groups(newId),
  autoscaling: {
    scalers: [
      {
        id: newId(),
        scaler_type: 'cpu',
        config_json: { threshold: 80 },
        config_yaml: 'metadata:\n  type: Utilization\n',
      },
    ],
  },
});

const named = (label: string) => ({
  name: `sample-${label}`,
  description: `A sample ${label}`,
  icon_uri: `app://console/${label}`,
});

/** Full create requests of each kind; `newId` gives the ids of ports, storage, groups and scalers. */
export function fullServiceRequests(refs: FullServiceRequestRefs, newId: () => string) {
  const gitRepository = (url?: string) => gitRepositoryRequest(refs, url);
  const application: ApplicationRequest[] = healthchecks.map((checks) => ({
    ...named('application'),
    git_repository: gitRepository(),
    build_mode: 'DOCKER',
    dockerfile_path: 'Dockerfile',
    docker_target_build_stage: 'runtime',
    ...workload(newId),
    healthchecks: checks,
  }));
  const container: ContainerRequest[] = healthchecks.map((checks) => ({
    ...named('container'),
    registry_id: refs.registryId,
    image_name: 'nginx',
    tag: '1.27',
    ...workload(newId),
    healthchecks: checks,
  }));
  const database: DatabaseRequest[] = [
    {
      ...named('database'),
      type: 'POSTGRESQL',
      version: '16',
      instance_type: 'db.t3.micro',
      ...groups(newId),
    },
  ];
  const command = { arguments: ['--dry-run'], entrypoint: '/bin/task' };
  const jobSources: JobRequest['source'][] = [
    { image: { registry_id: refs.registryId, image_name: 'acme/report', tag: '1.0' } },
    {
      docker: {
        git_repository: gitRepository(),
        dockerfile_path: 'Dockerfile',
        dockerfile_raw: 'FROM alpine\nRUN echo ready\n',
        docker_target_build_stage: 'runtime',
      },
    },
  ];
  const jobSchedules: JobRequest['schedule'][] = [
    { cronjob: { ...command, scheduled_at: '0 3 * * *', timezone: 'Europe/Paris' } },
    { on_start: command, on_stop: command, on_delete: command, lifecycle_type: 'GENERIC' },
  ];
  const job: JobRequest[] = healthchecks.map((checks, index) => ({
    ...named('job'),
    source: jobSources[index % 2]!,
    schedule: jobSchedules[index % 2]!,
    port: 8080,
    healthchecks: checks,
    ...groups(newId),
  }));
  const helmSources: HelmRequest['source'][] = [
    { git_repository: gitRepository('https://github.com/acme/charts.git') },
    { helm_repository: { repository: refs.helmRepositoryId, chart_name: 'redis', chart_version: '19.0.0' } },
  ];
  const helm: HelmRequest[] = helmSources.map((source) => ({
    ...named('helm'),
    source,
    arguments: ['--atomic'],
    values_override: {
      set: [['replicas', '2']],
      set_string: [['image.tag', '7.2']],
      set_json: [['resources', '{"limits": {"cpu": "1"}}']],
      file: {
        git: { git_repository: gitRepository('https://github.com/acme/values.git'), paths: ['values.yaml'] },
        raw: { values: [{ name: 'override.yaml', content: 'replicas: 2\nimage:\n  tag: "7.2"\n' }] },
      },
    },
    ports: [{ id: newId(), name: 'http', internal_port: 6379, namespace: 'cache', service_name: 'redis' }],
  }));
  const terraform: TerraformRequest[] = [
    {
      ...named('terraform'),
      terraform_files_source: { git_repository: gitRepository('https://github.com/acme/infra.git') },
      terraform_variables_source: {
        tf_var_file_paths: ['env/production.tfvars'],
        tf_vars: [{ key: 'region', value: 'eu-west-3' }],
      },
      backend: { kubernetes: {} },
      provider_version: { explicit_version: '1.9.0' },
      action_extra_arguments: { plan: ['-lock=false'] },
      dockerfile_fragment: { type: 'file', path: 'fragments/Dockerfile' },
    },
  ];
  return { application, container, database, job, helm, terraform };
}
