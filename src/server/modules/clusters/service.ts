import {
  type Cluster,
  type ClusterEnvironment,
  type ClusterExecution,
  type ClusterExecutionAction,
  type ClusterLogLine,
  type ClusterStatus,
  type List,
  type ParsedClusterRequest,
} from '../../../contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, InvalidRequestError, invalidBody, NotFoundError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { ReadReach } from '../../domain/reach';
import { configVersionOf } from '../../engine';
import type { Runtime } from '../../runtime';
import type { CloudCredentialsService, OpenedCredentials } from '../cloudCredentials';
import type { SecretBox } from '../secrets';
import { catalogOf, findInstanceType, type ProviderCatalog } from './catalog';
import { kubeconfigOf } from './kubeconfig';
import {
  INSTALLED_VERSION,
  nextVersionOf,
  plannedFailure,
  planSteps,
  randomOf,
  actionStates,
} from './lifecycle/plan';
import type { ClusterRunner } from './lifecycle/runner';
import type { ClusterLockService } from './locks';
import {
  type ClusterRow,
  countClusters,
  deleteClusterRow,
  environmentsOnCluster,
  executionLog,
  findClusterOf,
  insertCluster,
  insertExecution,
  latestExecutions,
  listClusters,
  listExecutions,
  nameTaken,
  updateCluster,
} from './queries';
import { clusterRequestProblems } from './rules';
import {
  type ClusterSettings,
  isInstalled,
  settingsOf,
  toCluster,
  toExecution,
  toLogLine,
  toStatus,
} from './views';

export { toCluster } from './views';

export interface ClusterLifecycleOptions {
  credentials: CloudCredentialsService;
  secrets: SecretBox;
  runner: ClusterRunner;
  /** ENGINE_TIME_SCALE: installs, upgrades and stops take the engine's pace. */
  timeScale: number;
  /** Seeds the log content and the steps' jitter. */
  seed: string;
  /** A cluster locked refuses installs, upgrades, stops, edits and deletes. */
  locks: ClusterLockService;
}

/** A secret part that says it is invalid is what the simulated provider rejects (see docs/resources.md). */
const isRejected = (credentials: OpenedCredentials) =>
  Object.values(credentials.secretParts).some((value) => /invalid|rejected/i.test(value));

const executionStates = (action: ClusterExecutionAction) => actionStates[action];

/** The fields of a row the Cluster request sets, and the settings kept as sent. */
function rowFieldsOf(request: ParsedClusterRequest, catalog: ProviderCatalog | null) {
  const instanceTypeName = request.instance_type ?? catalog?.defaultInstanceType ?? null;
  const instanceType = catalog && instanceTypeName ? findInstanceType(catalog, instanceTypeName) : null;
  return {
    name: request.name,
    description: request.description ?? '',
    region: request.region,
    cloudProvider: request.cloud_provider,
    credentialsId: request.cloud_provider_credentials?.credentials.id ?? null,
    // What one node offers is the most one service can ask for.
    cpu: (instanceType?.cpu ?? 2) * 1000,
    memory: instanceType?.memory ?? 4096,
    gpu: instanceType?.gpu ?? 0,
    kubernetes: request.kubernetes,
    production: request.production,
    instanceType: instanceTypeName,
    minRunningNodes: request.min_running_nodes,
    maxRunningNodes: request.max_running_nodes,
    diskSize: request.disk_size,
    diskIops: request.disk_iops ?? null,
    diskThroughput: request.disk_throughput ?? null,
  };
}

/** What a cluster applies when installed: its settings, not its name, description or record times. */
function configVersionOfRow(row: ClusterRow): string {
  const { name: _name, description: _description, status: _status, ...rest } = toCluster(row);
  const { deployment_status: _d, version: _v, estimated_cloud_provider_cost: _e, ...configuration } = rest;
  return configVersionOf(configuration);
}

/**
 * Clusters of an organization: created per cloud provider against its catalog, installed, upgraded and stopped
 * by the cluster runner (on the engine's driver and clock), and deleted once no environment uses them.
 */
export function createClusterService(db: Database, runtime: Runtime, options: ClusterLifecycleOptions) {
  const { clock, newId } = runtime;
  const { locks } = options;

  async function rowOf(organizationId: string, id: string): Promise<ClusterRow> {
    const row = await findClusterOf(db, organizationId, id);
    if (!row) throw new NotFoundError(`Cluster ${id} not found`);
    return row;
  }

  /** Checks a request against the catalogs and the organization's records; answers the row's fields. */
  async function validated(organizationId: string, request: ParsedClusterRequest, exceptId: string | null) {
    const { problems, catalog } = clusterRequestProblems(request);
    if (await nameTaken(db, organizationId, request.name, exceptId)) {
      problems.unshift({
        path: ['name'],
        message: `a cluster named "${request.name}" already exists in this organization (names ignore case)`,
      });
    }
    const reference = request.cloud_provider_credentials;
    let credentials: OpenedCredentials | null = null;
    if (reference && catalog && reference.cloud_provider === request.cloud_provider) {
      credentials = await options.credentials.open(
        organizationId,
        catalog.provider,
        reference.credentials.id,
      );
      if (!credentials) {
        problems.push({
          path: ['cloud_provider_credentials', 'credentials', 'id'],
          message: `names no ${catalog.label} credentials of this organization`,
        });
      }
    }
    if (problems.length > 0) throw invalidBody(problems);
    return { fields: rowFieldsOf(request, catalog), credentials };
  }

  function settingsFrom(
    request: ParsedClusterRequest,
    previous: Partial<ClusterSettings>,
    credentials: OpenedCredentials | null,
  ): ClusterSettings {
    const now = clock.now().toISOString();
    const known = new Map((previous.secret_manager_accesses ?? []).map((access) => [access.id, access]));
    return {
      ssh_keys: request.ssh_keys.map((key) => key.trim()),
      features: request.features,
      metrics_parameters: request.metrics_parameters,
      infrastructure_charts_parameters: request.infrastructure_charts_parameters,
      keda: request.keda,
      labels_groups: request.labels_groups,
      secret_manager_accesses: request.secret_manager_accesses.map((access) => {
        const before = access.id ? known.get(access.id) : undefined;
        return before
          ? { ...access, id: before.id, created_at: before.created_at, updated_at: now }
          : { ...access, id: newId(), created_at: now };
      }),
      ...(credentials ? { credentials_name: credentials.name } : {}),
      sealed_access_secret:
        previous.sealed_access_secret ?? options.secrets.seal(runtime.randomBytes(32).toString('base64url')),
    };
  }

  const duplicateName = (error: unknown, name: string) =>
    isUniqueViolation(error, 'clusters_org_name_unique')
      ? invalidBody([
          { path: ['name'], message: `a cluster named "${name}" already exists in this organization` },
        ])
      : null;

  async function statusOf(row: ClusterRow): Promise<ClusterStatus> {
    const [latest, held] = await Promise.all([latestExecutions(db, [row.id]), locks.holdingOn([row.id])]);
    return toStatus(row, latest.get(row.id) ?? null, held.get(row.id) ?? null);
  }

  /** Queues an execution; one runs per cluster, so another under way is a 409. */
  async function queue(organizationId: string, clusterId: string, action: ClusterExecutionAction) {
    const row = await rowOf(organizationId, clusterId);
    const [latest] = await listExecutions(db, row.id, 1);
    if (latest && (latest.status === 'QUEUED' || latest.status === 'RUNNING')) {
      const what = { INSTALL: 'An install', UPGRADE: 'An upgrade', STOP: 'A stop' }[latest.action];
      throw new ConflictError(`${what} of cluster ${row.name} is under way: wait for it to end`);
    }
    const catalog = catalogOf(row.cloudProvider);
    let credentials: OpenedCredentials | null = null;
    if (row.credentialsId && catalog) {
      credentials = await options.credentials.open(organizationId, catalog.provider, row.credentialsId);
    }
    if (!credentials && !row.isDemo) {
      throw new InvalidRequestError(
        `Cluster ${row.name} has no cloud provider credentials: give it some (cloud_provider_credentials) first`,
      );
    }
    const targetVersion =
      action === 'STOP'
        ? null
        : action === 'UPGRADE'
          ? nextVersionOf(row.version)
          : (row.version ?? INSTALLED_VERSION);
    const id = newId();
    const now = clock.now();
    const failure = plannedFailure(
      action,
      row.name,
      credentials
        ? { name: credentials.name, rejected: isRejected(credentials), providerLabel: catalog?.label ?? '' }
        : null,
    );
    try {
      await db.transaction(async (tx) => {
        await insertExecution(tx, {
          id,
          clusterId: row.id,
          organizationId,
          action,
          status: 'QUEUED',
          targetVersion,
          configVersion: configVersionOfRow(row),
          steps: planSteps(action, options.timeScale, randomOf(options.seed, id, 'steps')),
          currentStep: null,
          failure,
          seed: options.seed,
          createdAt: now,
          dueAt: now,
        });
        await updateCluster(tx, row.id, { status: executionStates(action).queued });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'cluster_executions_one_open')) {
        throw new ConflictError(`Cluster ${row.name} has an install, upgrade or stop under way: wait for it`);
      }
      throw error;
    }
    options.runner.kick();
    return statusOf(await rowOf(organizationId, clusterId));
  }

  return {
    /** `only`: the clusters the caller's role may see, null when it sees all. */
    list(
      organizationId: string,
      window: PageWindow | null,
      only: readonly string[] | null = null,
    ): Promise<Page<Cluster>> {
      return pageOf(window, {
        rows: async (window) => (await listClusters(db, organizationId, window, only)).map(toCluster),
        count: () => countClusters(db, organizationId, only),
      });
    },

    async get(organizationId: string, id: string): Promise<Cluster> {
      return toCluster(await rowOf(organizationId, id));
    },

    async create(organizationId: string, request: ParsedClusterRequest): Promise<Cluster> {
      const { fields, credentials } = await validated(organizationId, request, null);
      const now = clock.now();
      const id = newId();
      try {
        await insertCluster(db, {
          id,
          organizationId,
          ...fields,
          settings: settingsFrom(request, {}, credentials),
          status: 'READY',
          deploymentStatus: 'NEVER_DEPLOYED',
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        throw duplicateName(error, request.name) ?? error;
      }
      return toCluster(await rowOf(organizationId, id));
    },

    async edit(organizationId: string, id: string, request: ParsedClusterRequest): Promise<Cluster> {
      const before = await rowOf(organizationId, id);
      await locks.refuseWhenLocked(before, 'edit');
      const { fields, credentials } = await validated(organizationId, request, id);
      if (isInstalled(before)) {
        const moved = [
          fields.cloudProvider !== before.cloudProvider ? 'cloud_provider' : null,
          fields.region !== before.region ? 'region' : null,
        ].filter((field): field is string => field !== null);
        if (moved.length > 0) {
          throw invalidBody(
            moved.map((field) => ({
              path: [field],
              message: 'cannot change once the cluster is installed: create another cluster instead',
            })),
          );
        }
      }
      const settings = settingsFrom(request, settingsOf(before), credentials);
      try {
        await db.transaction(async (tx) => {
          await updateCluster(tx, id, { ...fields, settings, updatedAt: clock.now() });
          const after = await findClusterOf(tx, organizationId, id);
          if (!after || before.deploymentStatus === 'NEVER_DEPLOYED') return;
          const applied = before.deployedConfigVersion ?? configVersionOfRow(before);
          const deploymentStatus = configVersionOfRow(after) === applied ? 'UP_TO_DATE' : 'OUT_OF_DATE';
          await updateCluster(tx, id, { deploymentStatus, deployedConfigVersion: applied });
        });
      } catch (error) {
        throw duplicateName(error, request.name) ?? error;
      }
      return toCluster(await rowOf(organizationId, id));
    },

    async delete(organizationId: string, id: string): Promise<void> {
      const row = await rowOf(organizationId, id);
      await locks.refuseWhenLocked(row, 'delete');
      const users = await environmentsOnCluster(db, id);
      if (users.length > 0) {
        const names = users.map((env) => `${env.projectName}/${env.name}`).join(', ');
        throw new InvalidRequestError(
          `Cluster ${row.name} runs ${users.length === 1 ? 'environment' : 'environments'} ${names}: ` +
            'move or delete them first',
        );
      }
      const [latest] = await listExecutions(db, id, 1);
      if (latest && (latest.status === 'QUEUED' || latest.status === 'RUNNING')) {
        throw new ConflictError(`Cluster ${row.name} has an install, upgrade or stop under way: wait for it`);
      }
      await deleteClusterRow(db, id);
    },

    async status(organizationId: string, id: string): Promise<ClusterStatus> {
      return statusOf(await rowOf(organizationId, id));
    },

    /** `only`: the clusters the caller's role reads, null for all of them. */
    async statuses(
      organizationId: string,
      only: readonly string[] | null = null,
    ): Promise<List<ClusterStatus>> {
      const rows = await listClusters(db, organizationId, null, only);
      const ids = rows.map((row) => row.id);
      const [latest, held] = await Promise.all([latestExecutions(db, ids), locks.holdingOn(ids)]);
      return {
        results: rows.map((row) => toStatus(row, latest.get(row.id) ?? null, held.get(row.id) ?? null)),
      };
    },

    async install(organizationId: string, id: string): Promise<ClusterStatus> {
      await locks.refuseWhenLocked(await rowOf(organizationId, id), 'install');
      return queue(organizationId, id, 'INSTALL');
    },

    async stop(organizationId: string, id: string): Promise<ClusterStatus> {
      const row = await rowOf(organizationId, id);
      await locks.refuseWhenLocked(row, 'stop');
      if (row.status === 'STOPPED') throw new ConflictError(`Cluster ${row.name} is stopped already`);
      if (!isInstalled(row)) {
        throw new InvalidRequestError(`Cluster ${row.name} is not installed: there is nothing to stop`);
      }
      return queue(organizationId, id, 'STOP');
    },

    async upgrade(organizationId: string, id: string): Promise<ClusterStatus> {
      const row = await rowOf(organizationId, id);
      await locks.refuseWhenLocked(row, 'upgrade');
      if (!isInstalled(row)) {
        throw new InvalidRequestError(`Cluster ${row.name} is not installed: install it before upgrading it`);
      }
      if (row.status === 'STOPPED') {
        throw new InvalidRequestError(`Cluster ${row.name} is stopped: install it again before upgrading it`);
      }
      if (!nextVersionOf(row.version)) {
        throw new InvalidRequestError(
          `Cluster ${row.name} runs Kubernetes ${row.version ?? ''}, the newest version offered: there is nothing to upgrade to`,
        );
      }
      return queue(organizationId, id, 'UPGRADE');
    },

    async kubeconfig(organizationId: string, id: string, readOnly: boolean): Promise<string> {
      const row = await rowOf(organizationId, id);
      if (!isInstalled(row)) {
        throw new InvalidRequestError(`Cluster ${row.name} is not installed yet: it has no kubeconfig`);
      }
      const sealed = settingsOf(row).sealed_access_secret;
      const secret = sealed ? options.secrets.open(sealed) : row.id;
      return kubeconfigOf(row, secret, readOnly);
    },

    async executions(organizationId: string, id: string): Promise<List<ClusterExecution>> {
      const row = await rowOf(organizationId, id);
      return { results: (await listExecutions(db, row.id, 20)).map(toExecution) };
    },

    async logs(organizationId: string, id: string): Promise<List<ClusterLogLine>> {
      const row = await rowOf(organizationId, id);
      const [latest] = await listExecutions(db, row.id, 1);
      if (!latest) return { results: [] };
      return { results: (await executionLog(db, latest.id)).map(toLogLine) };
    },

    /** `reach`: what the caller's role reads, null for everything. */
    async environments(
      organizationId: string,
      id: string,
      reach: ReadReach | null = null,
    ): Promise<List<ClusterEnvironment>> {
      const row = await rowOf(organizationId, id);
      const rows = await environmentsOnCluster(db, row.id, reach);
      return {
        results: rows.map((env) => ({
          id: env.id,
          name: env.name,
          mode: env.mode,
          project: { id: env.projectId, name: env.projectName },
        })),
      };
    },
  };
}

export type ClusterService = ReturnType<typeof createClusterService>;
