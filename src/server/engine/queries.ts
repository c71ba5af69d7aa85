import type {
  DeploymentLogLine,
  EnvironmentDeployment,
  EnvironmentStatus,
  EnvironmentStatuses,
  QueuedDeploymentRequest,
  ServiceDeployment,
  ServiceStatus,
} from '../../contract/deployments';
import type { ServiceType } from '../../contract/services/common';
import type { DeployedVersion } from './records';
import { EngineError } from './requests';
import type { ServiceConfiguration, ServiceDirectory, ServiceSnapshot } from './snapshot';
import { environmentStatusOf, serviceStatusOf } from './status';
import type {
  DeployedService,
  DeploymentStore,
  LogFilter,
  LogPage,
  LogPageRequest,
  Page,
  Window,
} from './store';
import { versionedCache } from '../db/versionedCache';
import { environmentDeploymentOf, logLineOf, queueItemOf, serviceDeploymentOf } from './views';

/** Whose log: a deployment's, a request's or a service's latest deployment's. */
export type LogSource = LogFilter | { serviceId: string };

/** A `LogPage` with its lines as the API answers them. */
export type LogLinePage = Omit<LogPage, 'lines'> & { lines: DeploymentLogLine[] };

const EMPTY_PAGE: LogLinePage = {
  lines: [],
  total: 0,
  firstPosition: 0,
  hasOlder: false,
  lastWrittenId: null,
  matchCount: 0,
  matchPositions: [],
};

/** The public API keeps the last 1000 lines of a service's deployment log. */
export const LOG_LINES_LIMIT = 1000;

export interface EngineQueries {
  serviceStatus(serviceId: string): Promise<ServiceStatus>;
  environmentStatus(environmentId: string): Promise<EnvironmentStatus>;
  environmentStatuses(environmentId: string): Promise<EnvironmentStatuses>;
  /**
   * A version of the environment that moves on with every committed change of its services, the variables reaching
   * them and its deployments (the store's `statusVersion`); null when the store cannot tell, and then nothing may be
   * kept by it.
   */
  environmentVersion(environmentId: string): Promise<string | null>;
  /** The service's deployments, newest first. */
  serviceHistory(serviceId: string, window: Window): Promise<Page<ServiceDeployment>>;
  /** The environment's requests that ran, newest first, each with its stages and services. */
  environmentHistory(environmentId: string, window: Window): Promise<Page<EnvironmentDeployment>>;
  deployment(deploymentId: string): Promise<ServiceDeployment | null>;
  request(requestId: string): Promise<EnvironmentDeployment | null>;
  /** The lines of the service's latest deployment. */
  serviceLogs(serviceId: string, limit?: number): Promise<DeploymentLogLine[]>;
  deploymentLogs(deploymentId: string, limit?: number): Promise<DeploymentLogLine[]>;
  /** Every service's lines of one request: the environment's deployment log. */
  requestLogs(requestId: string, limit?: number): Promise<DeploymentLogLine[]>;
  /**
   * A part of a log (see `LogPageRequest`): a deployment's, a request's (every service), or a service's latest
   * deployment's (empty without one). Null when a cursor names no line of that log.
   */
  logPage(source: LogSource, request: LogPageRequest): Promise<LogLinePage | null>;
  environmentQueue(environmentId: string): Promise<QueuedDeploymentRequest[]>;
  serviceQueue(serviceId: string): Promise<QueuedDeploymentRequest[]>;
  /** What runs of the service (commit, tag, chart version), for `git_repository.deployed_commit_id`. */
  deployedVersion(serviceId: string): Promise<DeployedVersion | null>;
  /** What is deployed of each service and whether it runs, for the links and deployed commits of services. */
  deployedServices(serviceIds: string[]): Promise<Map<string, DeployedService>>;
}

/** The versions that run of each service (see `DeploymentStore.deployedServices`). */
export async function deployedVersionsOf(
  store: DeploymentStore,
  serviceIds: string[],
): Promise<Map<string, DeployedVersion>> {
  const deployed = await store.deployedServices(serviceIds);
  return new Map([...deployed].map(([serviceId, { deployment }]) => [serviceId, deployment.version]));
}

const statusLists: Record<ServiceType, keyof Omit<EnvironmentStatuses, 'environment'>> = {
  APPLICATION: 'applications',
  CONTAINER: 'containers',
  DATABASE: 'databases',
  JOB: 'jobs',
  HELM: 'helms',
  TERRAFORM: 'terraforms',
};

export function createQueries({
  store,
  directory,
}: {
  store: DeploymentStore;
  directory: ServiceDirectory;
}): EngineQueries {
  async function service(serviceId: string): Promise<ServiceSnapshot> {
    const snapshot = await directory.getService(serviceId);
    if (!snapshot) throw new EngineError('NOT_FOUND', `Service ${serviceId} not found`);
    return snapshot;
  }

  /** The configurations statuses compare with what runs: the directory's own read, else its snapshots. */
  async function configurations(environmentId: string): Promise<ServiceConfiguration[]> {
    return directory.listEnvironmentConfigurations
      ? directory.listEnvironmentConfigurations(environmentId)
      : directory.listEnvironmentServices(environmentId);
  }

  async function configuration(serviceId: string): Promise<ServiceConfiguration> {
    const found = directory.getServiceConfiguration
      ? await directory.getServiceConfiguration(serviceId)
      : await directory.getService(serviceId);
    if (!found) throw new EngineError('NOT_FOUND', `Service ${serviceId} not found`);
    return found;
  }

  /** Everything the statuses of some services of one environment need, read once. */
  async function statuses(environmentId: string, services: ServiceConfiguration[]) {
    const ids = services.map((service) => service.id);
    const [latest, deployed, activeRequests, runs] = await Promise.all([
      store.latestDeployments(ids),
      store.deployedServices(ids),
      store.listActiveRequests(environmentId),
      store.listRuns(environmentId, { offset: 0, limit: 1 }),
    ]);
    const lastRun = runs.results[0] ?? null;
    const results = services.map((current) =>
      serviceStatusOf({
        current,
        latest: latest.get(current.id),
        activeRequests,
        deployed: deployed.get(current.id)?.deployment,
        lastRunId: lastRun?.request.id ?? null,
      }),
    );
    const environment = environmentStatusOf({
      environmentId,
      activeRequests,
      lastRun,
      services: results.map((status) => status.service_deployment_status),
    });
    return { results, environment };
  }

  async function groupedStatuses(environmentId: string): Promise<EnvironmentStatuses> {
    const services = await configurations(environmentId);
    const { results, environment } = await statuses(environmentId, services);
    const grouped: EnvironmentStatuses = {
      environment,
      applications: [],
      containers: [],
      jobs: [],
      databases: [],
      helms: [],
      terraforms: [],
    };
    services.forEach((service, index) => {
      const status = results[index];
      if (status) grouped[statusLists[service.type]].push(status);
    });
    return grouped;
  }

  const keptStatuses = versionedCache<EnvironmentStatuses>();

  /** An environment's statuses, computed again only once something they are computed from changed. */
  const environmentVersion = async (environmentId: string) =>
    store.statusVersion ? await store.statusVersion(environmentId) : null;

  async function environmentStatuses(environmentId: string): Promise<EnvironmentStatuses> {
    const version = await environmentVersion(environmentId);
    return keptStatuses.read(environmentId, version, () => groupedStatuses(environmentId));
  }

  async function queue(environmentId: string): Promise<QueuedDeploymentRequest[]> {
    const active = await store.listActiveRequests(environmentId);
    const offset = active[0]?.status === 'RUNNING' ? 0 : 1;
    return active.map((request, index) => queueItemOf(request, index + offset));
  }

  const lines = async (filter: Parameters<DeploymentStore['listLogs']>[0], limit: number) =>
    (await store.listLogs(filter, limit)).map(logLineOf);

  return {
    async serviceStatus(serviceId) {
      const current = await configuration(serviceId);
      const { results } = await statuses(current.environmentId, [current]);
      const [status] = results;
      if (!status) throw new Error(`No status computed for service ${serviceId}`);
      return status;
    },

    async environmentStatus(environmentId) {
      return (await environmentStatuses(environmentId)).environment;
    },

    environmentStatuses,

    environmentVersion,

    async serviceHistory(serviceId, window) {
      const page = await store.listDeployments({ serviceId }, window);
      return { total: page.total, results: page.results.map(serviceDeploymentOf) };
    },

    async environmentHistory(environmentId, window) {
      const page = await store.listRuns(environmentId, window);
      return { total: page.total, results: page.results.map(environmentDeploymentOf) };
    },

    async deployment(deploymentId) {
      const found = await store.getDeployment(deploymentId);
      return found ? serviceDeploymentOf(found) : null;
    },

    async request(requestId) {
      const run = await store.getRun(requestId);
      return run ? environmentDeploymentOf(run) : null;
    },

    async serviceLogs(serviceId, limit = LOG_LINES_LIMIT) {
      const latest = (await store.latestDeployments([serviceId])).get(serviceId);
      return latest ? lines({ deploymentId: latest.id }, limit) : [];
    },

    deploymentLogs: (deploymentId, limit = LOG_LINES_LIMIT) => lines({ deploymentId }, limit),
    requestLogs: (requestId, limit = LOG_LINES_LIMIT) => lines({ requestId }, limit),

    async logPage(source, request) {
      let filter: LogFilter;
      if ('serviceId' in source) {
        const latest = (await store.latestDeployments([source.serviceId])).get(source.serviceId);
        if (!latest) return request.kind === 'before' || request.kind === 'after' ? null : EMPTY_PAGE;
        filter = { deploymentId: latest.id };
      } else {
        filter = source;
      }
      const page = await store.pageLogs(filter, request);
      return page && { ...page, lines: page.lines.map(logLineOf) };
    },
    environmentQueue: queue,

    async serviceQueue(serviceId) {
      const snapshot = await service(serviceId);
      const items = await queue(snapshot.environmentId);
      return items.filter((item) => item.services.some((target) => target.id === serviceId));
    },

    async deployedVersion(serviceId) {
      return (await deployedVersionsOf(store, [serviceId])).get(serviceId) ?? null;
    },

    deployedServices: (serviceIds) => store.deployedServices(serviceIds),
  };
}
