import type { Cluster } from '../../../contract';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import { iso } from '../shared/timestamps';
import { type ClusterRow, countClusters, findClusterOf, listClusters } from './queries';

export function toCluster(row: ClusterRow): Cluster {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    organization: { id: row.organizationId },
    name: row.name,
    description: row.description,
    region: row.region,
    cloud_provider: row.cloudProvider,
    cpu: row.cpu,
    memory: row.memory,
    gpu: row.gpu,
    status: row.status,
    deployment_status: row.deploymentStatus,
    kubernetes: row.kubernetes,
    production: row.production,
    is_default: row.isDefault,
    is_demo: row.isDemo,
    // The platform holds the credentials of every cluster it lists.
    has_access: true,
    version: row.version,
    instance_type: row.instanceType,
    min_running_nodes: row.minRunningNodes,
    max_running_nodes: row.maxRunningNodes,
    disk_size: row.diskSize,
  };
}

/** The read side of clusters: what people need to place environments. */
export function createClusterService(db: Database) {
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
      const row = await findClusterOf(db, organizationId, id);
      if (!row) throw new NotFoundError(`Cluster ${id} not found`);
      return toCluster(row);
    },
  };
}

export type ClusterService = ReturnType<typeof createClusterService>;
