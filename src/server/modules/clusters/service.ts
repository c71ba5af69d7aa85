import type {
  Cluster,
  ClusterEnvironment,
  ClusterExecution,
  ClusterLogLine,
  ClusterStatus,
  List,
} from '../../../contract';
import type { Database } from '../../db/database';
import { InvalidRequestError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { ReadReach } from '../../domain/reach';
import type { Runtime } from '../../runtime';
import { withDeps } from '../shared/withDeps';
import { rowOf, statusOf } from './clusterLookups';
import { createCluster, deleteCluster, editCluster } from './clusterWrites';
import type { ClusterDeps, ClusterLifecycleOptions } from './deps';
import { kubeconfigOf } from './kubeconfig';
import { installCluster, stopCluster, upgradeCluster } from './lifecycleActions';
import {
  countClusters,
  environmentsOnCluster,
  executionLog,
  latestExecutions,
  listClusters,
  listExecutions,
} from './queries';
import { isInstalled, settingsOf, toCluster, toExecution, toLogLine, toStatus } from './views';

export type { ClusterLifecycleOptions } from './deps';
export { toCluster } from './views';

/**
 * Clusters of an organization: created per cloud provider against its catalog, installed, upgraded and stopped
 * by the cluster runner (on the engine's driver and clock), and deleted once no environment uses them. Reads are
 * here; writes are in `clusterWrites.ts`, installs, upgrades and stops in `lifecycleActions.ts`.
 */
export function createClusterService(db: Database, runtime: Runtime, options: ClusterLifecycleOptions) {
  const deps: ClusterDeps = { db, runtime, options };
  const { locks } = options;

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
      return toCluster(await rowOf(deps, organizationId, id));
    },

    create: withDeps(deps, createCluster),
    edit: withDeps(deps, editCluster),
    delete: withDeps(deps, deleteCluster),

    async status(organizationId: string, id: string): Promise<ClusterStatus> {
      return statusOf(deps, await rowOf(deps, organizationId, id));
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

    install: withDeps(deps, installCluster),
    stop: withDeps(deps, stopCluster),
    upgrade: withDeps(deps, upgradeCluster),

    async kubeconfig(organizationId: string, id: string, readOnly: boolean): Promise<string> {
      const row = await rowOf(deps, organizationId, id);
      if (!isInstalled(row)) {
        throw new InvalidRequestError(`Cluster ${row.name} is not installed yet: it has no kubeconfig`);
      }
      const sealed = settingsOf(row).sealed_access_secret;
      const secret = sealed ? options.secrets.open(sealed) : row.id;
      return kubeconfigOf(row, secret, readOnly);
    },

    async executions(organizationId: string, id: string): Promise<List<ClusterExecution>> {
      const row = await rowOf(deps, organizationId, id);
      return { results: (await listExecutions(db, row.id, 20)).map(toExecution) };
    },

    async logs(organizationId: string, id: string): Promise<List<ClusterLogLine>> {
      const row = await rowOf(deps, organizationId, id);
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
      const row = await rowOf(deps, organizationId, id);
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
