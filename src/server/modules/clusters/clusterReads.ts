import type {
  Cluster,
  ClusterEnvironment,
  ClusterExecution,
  ClusterLogLine,
  ClusterStatus,
  List,
} from '../../../contract';
import { InvalidRequestError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { ReadReach } from '../../domain/reach';
import { rowOf, statusOf } from './clusterLookups';
import type { ClusterDeps } from './deps';
import { kubeconfigOf } from './kubeconfig';
import {
  countClusters,
  environmentsOnCluster,
  executionLog,
  latestExecutions,
  listClusters as listClusterRows,
  listExecutions,
} from './queries';
import { isInstalled, settingsOf, toCluster, toExecution, toLogLine, toStatus } from './views';

/** `only`: the clusters the caller's role may see, null when it sees all. */
export function listClusters(
  { db }: ClusterDeps,
  organizationId: string,
  window: PageWindow | null,
  only: readonly string[] | null = null,
): Promise<Page<Cluster>> {
  return pageOf(window, {
    rows: async (window) => (await listClusterRows(db, organizationId, window, only)).map(toCluster),
    count: () => countClusters(db, organizationId, only),
  });
}

export async function getCluster(deps: ClusterDeps, organizationId: string, id: string): Promise<Cluster> {
  return toCluster(await rowOf(deps, organizationId, id));
}

export async function clusterStatus(
  deps: ClusterDeps,
  organizationId: string,
  id: string,
): Promise<ClusterStatus> {
  return statusOf(deps, await rowOf(deps, organizationId, id));
}

/** `only`: the clusters the caller's role reads, null for all of them. */
export async function clusterStatuses(
  { db, options }: ClusterDeps,
  organizationId: string,
  only: readonly string[] | null = null,
): Promise<List<ClusterStatus>> {
  const rows = await listClusterRows(db, organizationId, null, only);
  const ids = rows.map((row) => row.id);
  const [latest, held] = await Promise.all([latestExecutions(db, ids), options.locks.holdingOn(ids)]);
  return {
    results: rows.map((row) => toStatus(row, latest.get(row.id) ?? null, held.get(row.id) ?? null)),
  };
}

export async function clusterKubeconfig(
  deps: ClusterDeps,
  organizationId: string,
  id: string,
  readOnly: boolean,
): Promise<string> {
  const row = await rowOf(deps, organizationId, id);
  if (!isInstalled(row)) {
    throw new InvalidRequestError(`Cluster ${row.name} is not installed yet: it has no kubeconfig`);
  }
  const sealed = settingsOf(row).sealed_access_secret;
  const secret = sealed ? deps.options.secrets.open(sealed) : row.id;
  return kubeconfigOf(row, secret, readOnly);
}

export async function clusterExecutions(
  deps: ClusterDeps,
  organizationId: string,
  id: string,
): Promise<List<ClusterExecution>> {
  const row = await rowOf(deps, organizationId, id);
  return { results: (await listExecutions(deps.db, row.id, 20)).map(toExecution) };
}

export async function clusterLogs(
  deps: ClusterDeps,
  organizationId: string,
  id: string,
): Promise<List<ClusterLogLine>> {
  const row = await rowOf(deps, organizationId, id);
  const [latest] = await listExecutions(deps.db, row.id, 1);
  if (!latest) return { results: [] };
  return { results: (await executionLog(deps.db, latest.id)).map(toLogLine) };
}

/** `reach`: what the caller's role reads, null for everything. */
export async function clusterEnvironments(
  deps: ClusterDeps,
  organizationId: string,
  id: string,
  reach: ReadReach | null = null,
): Promise<List<ClusterEnvironment>> {
  const row = await rowOf(deps, organizationId, id);
  const rows = await environmentsOnCluster(deps.db, row.id, reach);
  return {
    results: rows.map((env) => ({
      id: env.id,
      name: env.name,
      mode: env.mode,
      project: { id: env.projectId, name: env.projectName },
    })),
  };
}
