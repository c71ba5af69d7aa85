import type { ClusterStatus } from '../../../contract';
import { NotFoundError } from '../../domain/errors';
import type { ClusterDeps } from './deps';
import { type ClusterRow, findClusterOf, latestExecutions } from './queries';
import { toStatus } from './views';

/** A cluster of the organization, or a 404. */
export async function rowOf({ db }: ClusterDeps, organizationId: string, id: string): Promise<ClusterRow> {
  const row = await findClusterOf(db, organizationId, id);
  if (!row) throw new NotFoundError(`Cluster ${id} not found`);
  return row;
}

/** Where a cluster stands: its latest execution and the lock holding it, if any. */
export async function statusOf({ db, options }: ClusterDeps, row: ClusterRow): Promise<ClusterStatus> {
  const [latest, held] = await Promise.all([
    latestExecutions(db, [row.id]),
    options.locks.holdingOn([row.id]),
  ]);
  return toStatus(row, latest.get(row.id) ?? null, held.get(row.id) ?? null);
}
