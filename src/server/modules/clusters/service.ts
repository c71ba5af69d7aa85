import type { Database } from '../../db/database';
import type { Runtime } from '../../runtime';
import { withDeps } from '../shared/withDeps';
import {
  clusterEnvironments,
  clusterExecutions,
  clusterKubeconfig,
  clusterLogs,
  clusterStatus,
  clusterStatuses,
  getCluster,
  listClusters,
} from './clusterReads';
import { createCluster, deleteCluster, editCluster } from './clusterWrites';
import type { ClusterDeps, ClusterLifecycleOptions } from './deps';
import { installCluster, stopCluster, upgradeCluster } from './lifecycleActions';

export type { ClusterLifecycleOptions } from './deps';
export { toCluster } from './views';

/**
 * Clusters of an organization: created per cloud provider against its catalog, installed, upgraded and stopped
 * by the cluster runner (on the engine's driver and clock), and deleted once no environment uses them. Reads are
 * in `clusterReads.ts`, writes in `clusterWrites.ts`, installs, upgrades and stops in `lifecycleActions.ts`.
 */
export function createClusterService(db: Database, runtime: Runtime, options: ClusterLifecycleOptions) {
  const deps: ClusterDeps = { db, runtime, options };
  return {
    list: withDeps(deps, listClusters),
    get: withDeps(deps, getCluster),
    create: withDeps(deps, createCluster),
    edit: withDeps(deps, editCluster),
    delete: withDeps(deps, deleteCluster),
    status: withDeps(deps, clusterStatus),
    statuses: withDeps(deps, clusterStatuses),
    install: withDeps(deps, installCluster),
    stop: withDeps(deps, stopCluster),
    upgrade: withDeps(deps, upgradeCluster),
    kubeconfig: withDeps(deps, clusterKubeconfig),
    executions: withDeps(deps, clusterExecutions),
    logs: withDeps(deps, clusterLogs),
    environments: withDeps(deps, clusterEnvironments),
  };
}

export type ClusterService = ReturnType<typeof createClusterService>;
