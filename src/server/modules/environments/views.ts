import type { Environment } from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import { iso } from '../shared/timestamps';
import { type EnvironmentRow, findEnvironment } from './queries';

export function toEnvironment(row: EnvironmentRow): Environment {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    name: row.name,
    organization: { id: row.organizationId },
    project: { id: row.projectId },
    mode: row.mode,
    cluster_id: row.clusterId,
    cluster_name: row.clusterName,
    cloud_provider: { provider: row.cloudProvider, cluster: row.clusterName },
    last_updated_by: row.lastUpdatedBy,
    service_count: row.serviceCount,
  };
}

/** An environment as the API answers it; null when there is none. */
export async function readEnvironment(db: Database | Transaction, id: string): Promise<Environment | null> {
  const row = await findEnvironment(db, id);
  return row ? toEnvironment(row) : null;
}
