import { type ClusterLock, clusterLockExpiry, type ParsedClusterLockRequest } from '../../../contract';
import type { Database } from '../../db/database';
import { InvalidRequestError, NotFoundError } from '../../domain/errors';
import type { Runtime } from '../../runtime';
import { iso } from '../shared/timestamps';
import { withDeps } from '../shared/withDeps';
import { type ClusterLockRow, deleteLock, locksHolding, organizationLocks, takeLock } from './lockQueries';
import { findClusterOf } from './queries';

export function toClusterLock(row: ClusterLockRow): ClusterLock {
  return {
    reason: row.reason,
    cluster_id: row.clusterId,
    locked_at: iso(row.lockedAt),
    owner_name: row.ownerName,
    ttl_in_days: row.ttlInDays,
  };
}

/** Who holds the lock, since when, until when and why: what a refusal tells the caller. */
function describeLock(row: ClusterLockRow): string {
  const until = row.expiresAt ? ` until ${iso(row.expiresAt)}` : '';
  return `locked by ${row.ownerName} since ${iso(row.lockedAt)}${until}: "${row.reason}"`;
}

/** What a locked cluster refuses, as the refusal words it. */
export type LockedAction = 'install' | 'upgrade' | 'stop' | 'edit' | 'delete';

export interface ClusterLockDeps {
  db: Database;
  runtime: Runtime;
}

async function clusterOf(db: Database, organizationId: string, clusterId: string) {
  const row = await findClusterOf(db, organizationId, clusterId);
  if (!row) throw new NotFoundError(`Cluster ${clusterId} not found`);
  return row;
}

async function holding({ db, runtime }: ClusterLockDeps, clusterId: string): Promise<ClusterLockRow | null> {
  const [row] = await locksHolding(db, [clusterId], runtime.clock.now());
  return row ?? null;
}

/** Refused while another lock holds on the cluster, naming who took it and why. */
export async function lockCluster(
  deps: ClusterLockDeps,
  organizationId: string,
  clusterId: string,
  request: ParsedClusterLockRequest,
  ownerName: string,
): Promise<ClusterLock> {
  const { db, runtime } = deps;
  const cluster = await clusterOf(db, organizationId, clusterId);
  const now = runtime.clock.now();
  const ttlInDays = request.ttl_in_days ?? null;
  const expiry = clusterLockExpiry({ locked_at: iso(now), ttl_in_days: ttlInDays });
  const taken = await takeLock(
    db,
    {
      clusterId,
      organizationId,
      reason: request.reason,
      ownerName,
      ttlInDays,
      lockedAt: now,
      expiresAt: expiry,
    },
    now,
  );
  if (taken) return toClusterLock(taken);
  const held = await holding(deps, clusterId);
  // Unlocked between the two statements: the caller may simply try again.
  if (!held) throw new InvalidRequestError(`Cluster ${cluster.name} was being unlocked: lock it again`);
  throw new InvalidRequestError(
    `Cluster ${cluster.name} is ${describeLock(held)}. Unlock it before locking it again`,
  );
}

/** Lifts the lock; a cluster not locked stays so. */
export async function unlockCluster(
  { db }: ClusterLockDeps,
  organizationId: string,
  clusterId: string,
): Promise<void> {
  await clusterOf(db, organizationId, clusterId);
  await deleteLock(db, clusterId);
}

/** `only`: the clusters the caller's role may see, null when it sees all. */
export async function listClusterLocks(
  { db, runtime }: ClusterLockDeps,
  organizationId: string,
  only: readonly string[] | null,
): Promise<{ results: ClusterLock[] }> {
  const rows = await organizationLocks(db, organizationId, runtime.clock.now(), only);
  return { results: rows.map(({ lock }) => toClusterLock(lock)) };
}

/** The locks holding on each cluster named, by cluster id. */
export async function locksHoldingOn(
  { db, runtime }: ClusterLockDeps,
  clusterIds: string[],
): Promise<Map<string, ClusterLock>> {
  const rows = await locksHolding(db, clusterIds, runtime.clock.now());
  return new Map(rows.map((row) => [row.clusterId, toClusterLock(row)]));
}

/** Refuses what a lock holding on the cluster forbids, naming who locked it and why. */
export async function refuseWhenLocked(
  deps: ClusterLockDeps,
  cluster: { id: string; name: string },
  action: LockedAction,
): Promise<void> {
  const held = await holding(deps, cluster.id);
  if (!held) return;
  throw new InvalidRequestError(
    `Cluster ${cluster.name} is ${describeLock(held)}. Unlock it before you ${action} it`,
  );
}

/**
 * Locks on clusters: one per cluster, taken by a person or a token with a reason and an optional number of days.
 * A lock past its days is gone, as the injected clock tells: nothing needs to remove it.
 */
export function createClusterLockService(db: Database, runtime: Runtime) {
  const deps: ClusterLockDeps = { db, runtime };
  return {
    lock: withDeps(deps, lockCluster),
    unlock: withDeps(deps, unlockCluster),
    list: withDeps(deps, listClusterLocks),
    holdingOn: withDeps(deps, locksHoldingOn),
    refuseWhenLocked: withDeps(deps, refuseWhenLocked),
  };
}

export type ClusterLockService = ReturnType<typeof createClusterLockService>;
