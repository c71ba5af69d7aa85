import type { DatabaseType } from '../../contract/services/database';
import type { AnyService } from '../../contract/services';
import { probePort, type Healthchecks } from '../../contract/services/common';
import type { ServiceType } from '../../contract/services/common';
import type { VariableVersion } from '../domain/variableVersions';
import { configVersionOf } from './configVersion';

/** Where a service's code or image comes from. */
export type ServiceSource =
  | {
      kind: 'git';
      repositoryUrl: string;
      branch: string;
      rootPath: string;
      dockerfilePath: string | null;
      /** The Dockerfile stage the build stops at (`docker_target_build_stage`); absent from older records. */
      dockerTarget?: string | null;
    }
  | { kind: 'image'; imageName: string; tag: string; registryUrl: string | null }
  | { kind: 'chart'; chartName: string; chartVersion: string; repositoryUrl: string }
  | { kind: 'database'; engine: DatabaseType; version: string; mode: 'CONTAINER' | 'MANAGED' };

export interface ExposedPort {
  internalPort: number;
  publiclyAccessible: boolean;
}

export interface ProbeView {
  probe: 'readiness' | 'liveness';
  kind: 'tcp' | 'http' | 'grpc' | 'exec';
  /** The port probed; null for a command probe. */
  port: number | null;
  /** Seconds the probe waits after an instance starts before its first check; absent from older records. */
  initialDelaySeconds?: number;
}

export interface JobView {
  jobType: 'CRON' | 'LIFECYCLE';
  onStart: boolean;
  onStop: boolean;
  onDelete: boolean;
  /** The cron expression of a cron job. */
  schedule: string | null;
}

/** The instances an application or a container asks for; `max` -1 is no limit. */
export interface InstancesView {
  min: number;
  max: number;
}

/** The cluster a service runs on, as its settings bound its nodes. */
export interface ClusterView {
  name: string;
  minNodes: number;
  maxNodes: number;
}

/** A variable a deployment gives its service, as its log lists it: a secret's value is never here. */
export interface DeployedVariable {
  key: string;
  /** Null for a secret. */
  value: string | null;
  /** Where a file variable is mounted. */
  mountPath: string | null;
  scope: string;
  /** `{{KEY}}` references to keys no variable defines. */
  missingReferences: string[];
}

/**
 * What the engine needs to know of a service, as it was when a run was planned. The caller builds it
 * (`snapshotFromService` does it from the contract's response) and says which configuration it is.
 */
export interface ServiceSnapshot {
  id: string;
  type: ServiceType;
  name: string;
  environmentId: string;
  projectId: string;
  organizationId: string;
  /** Changes whenever the configuration changes; compared with the deployed one for OUT_OF_DATE. */
  configVersion: string;
  source: ServiceSource;
  ports: ExposedPort[];
  probes: ProbeView[];
  job: JobView | null;
  terraform: { engine: 'TERRAFORM' | 'OPEN_TOFU'; version: string } | null;
  /** The service's own time limit (helm, terraform, job), in seconds. */
  timeoutSec: number | null;
  /**
   * The services layer's stored configuration, kept with each deployment so what runs can be described later
   * (its links), even once the configuration has changed. The engine never reads it.
   */
  configuration?: Record<string, unknown>;
  /** The variables the service receives (the log lists them). */
  variables?: DeployedVariable[];
  /** The stored variables its configuration version counts, by key: what tells which ones changed since. */
  variableVersions?: VariableVersion[];
  /** The instances of an application or a container; absent for other types (and from older records). */
  instances?: InstancesView;
  /** The cluster of the service's environment, added when a run is planned (absent from older records). */
  cluster?: ClusterView;
  /**
   * The advanced settings changed from their defaults, by the public API's keys: the engine honours those that
   * change what a run does (`engine/advancedSettings.ts`). Absent at the defaults and from older records.
   */
  advancedSettings?: Record<string, unknown>;
}

/**
 * A service's configuration as it is now, as much as its status needs: the version a deploy would take, and what
 * tells which settings and variables differ from a deployed snapshot. Read without resolving variables.
 */
export interface ServiceConfiguration {
  id: string;
  type: ServiceType;
  environmentId: string;
  name: string;
  configVersion: string;
  /** The stored settings (see `ServiceSnapshot.configuration`). */
  configuration?: Record<string, unknown>;
  variableVersions?: VariableVersion[];
}

export interface EnvironmentOwner {
  id: string;
  projectId: string;
  organizationId: string;
  /** The cluster the environment runs on; its logs count its nodes. */
  cluster?: ClusterView;
}

/** How the engine reads services; the services layer implements it. */
export interface ServiceDirectory {
  getService(serviceId: string): Promise<ServiceSnapshot | null>;
  /** Every service of the environment, whatever its type. */
  listEnvironmentServices(environmentId: string): Promise<ServiceSnapshot[]>;
  getEnvironment(environmentId: string): Promise<EnvironmentOwner | null>;
  /**
   * The configurations of an environment's services, for their statuses; without it, statuses read the snapshots.
   * A directory whose snapshots cost more than a row read gives it.
   */
  listEnvironmentConfigurations?(environmentId: string): Promise<ServiceConfiguration[]>;
  getServiceConfiguration?(serviceId: string): Promise<ServiceConfiguration | null>;
}

/** Whether a file exists on a branch of a repository (the Dockerfile a build needs). */
export type FileExistsProbe = (repositoryUrl: string, branch: string, path: string) => Promise<boolean>;

/** Without a git provider to ask, a path that says it is missing is missing. */
export const defaultFileExists: FileExistsProbe = async (_repositoryUrl, _branch, path) =>
  !path.includes('missing');

function probesOf(healthchecks: Healthchecks): ProbeView[] {
  const probes: ProbeView[] = [];
  for (const [probe, value] of [
    ['readiness', healthchecks.readiness_probe],
    ['liveness', healthchecks.liveness_probe],
  ] as const) {
    if (!value) continue;
    const kind = (['tcp', 'http', 'grpc', 'exec'] as const).find((name) => name in value.type) ?? 'exec';
    probes.push({
      probe,
      kind,
      port: probePort(value.type) ?? null,
      initialDelaySeconds: value.initial_delay_seconds,
    });
  }
  return probes;
}

function gitSource(
  repository: { url: string; branch: string; root_path: string },
  dockerfilePath: string | null = null,
  dockerTarget: string | null = null,
): ServiceSource {
  return {
    kind: 'git',
    repositoryUrl: repository.url,
    branch: repository.branch,
    rootPath: repository.root_path,
    dockerfilePath,
    dockerTarget,
  };
}

function sourceOf(service: AnyService): ServiceSource {
  switch (service.service_type) {
    case 'APPLICATION':
      return gitSource(service.git_repository, service.dockerfile_path, service.docker_target_build_stage);
    case 'CONTAINER':
      return {
        kind: 'image',
        imageName: service.image_name,
        tag: service.tag,
        registryUrl: service.registry.url,
      };
    case 'DATABASE':
      return { kind: 'database', engine: service.type, version: service.version, mode: service.mode };
    case 'JOB': {
      const { image, docker } = service.source;
      if (docker) {
        return gitSource(docker.git_repository, docker.dockerfile_path, docker.docker_target_build_stage);
      }
      return {
        kind: 'image',
        imageName: image?.image_name ?? service.name,
        tag: image?.tag ?? 'latest',
        registryUrl: image?.registry.url ?? null,
      };
    }
    case 'HELM': {
      const { git, repository } = service.source;
      if (git) return gitSource(git.git_repository);
      return {
        kind: 'chart',
        chartName: repository?.chart_name ?? service.name,
        chartVersion: repository?.chart_version ?? 'latest',
        repositoryUrl: repository?.repository.url ?? '',
      };
    }
    case 'TERRAFORM':
      return gitSource(service.terraform_files_source.git.git_repository);
  }
}

/** Builds a snapshot from the contract's response of a service. */
export function snapshotFromService(
  service: AnyService,
  owner: { projectId: string; organizationId: string },
  configVersion: string = configVersionOf(service),
): ServiceSnapshot {
  const common = {
    id: service.id,
    type: service.service_type,
    name: service.name,
    environmentId: service.environment.id,
    projectId: owner.projectId,
    organizationId: owner.organizationId,
    configVersion,
    source: sourceOf(service),
    job: null,
    terraform: null,
    timeoutSec: null,
  };
  switch (service.service_type) {
    case 'APPLICATION':
    case 'CONTAINER':
      return {
        ...common,
        instances: { min: service.min_running_instances, max: service.max_running_instances },
        ports: service.ports.map((port) => ({
          internalPort: port.internal_port,
          publiclyAccessible: port.publicly_accessible,
        })),
        probes: probesOf(service.healthchecks),
      };
    case 'DATABASE':
      return { ...common, ports: [{ internalPort: service.port, publiclyAccessible: false }], probes: [] };
    case 'JOB': {
      const { cronjob, on_start, on_stop, on_delete } = service.schedule;
      return {
        ...common,
        ports: service.port ? [{ internalPort: service.port, publiclyAccessible: false }] : [],
        probes: probesOf(service.healthchecks),
        job: {
          jobType: service.job_type,
          onStart: Boolean(on_start),
          onStop: Boolean(on_stop),
          onDelete: Boolean(on_delete),
          schedule: cronjob?.scheduled_at ?? null,
        },
        timeoutSec: service.max_duration_seconds,
      };
    }
    case 'HELM':
      return {
        ...common,
        ports: service.ports.map((port) => ({ internalPort: port.internal_port, publiclyAccessible: true })),
        probes: [],
        timeoutSec: service.timeout_sec,
      };
    case 'TERRAFORM':
      return {
        ...common,
        ports: [],
        probes: [],
        terraform: { engine: service.engine, version: service.provider_version.explicit_version },
        timeoutSec: service.timeout_sec,
      };
  }
}
