import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { clusterLocks, clusters } from '../../db/schema';

type Db = Database | Transaction;

export type ClusterLockRow = typeof clusterLocks.$inferSelect;

/** A lock still holds at `now`: it has no end, or its end is ahead. */
const holdsAt = (now: Date) => or(isNull(clusterLocks.expiresAt), gt(clusterLocks.expiresAt, now));

/**
 * Takes the lock of a cluster, unless one holds there: a lock past its end is replaced in the same statement, so
 * two callers locking at once cannot both win. Answers the lock taken, or null when another holds.
 */
export async function takeLock(db: Db, values: ClusterLockRow, now: Date): Promise<ClusterLockRow | null> {
  const [row] = await db
    .insert(clusterLocks)
    .values(values)
    .onConflictDoUpdate({
      target: clusterLocks.clusterId,
      set: {
        reason: values.reason,
        ownerName: values.ownerName,
        ttlInDays: values.ttlInDays,
        lockedAt: values.lockedAt,
        expiresAt: values.expiresAt,
      },
      setWhere: lte(clusterLocks.expiresAt, now),
    })
    .returning();
  return row ?? null;
}

export async function deleteLock(db: Db, clusterId: string): Promise<void> {
  await db.delete(clusterLocks).where(eq(clusterLocks.clusterId, clusterId));
}

/** The locks holding at `now` on the clusters named. */
export async function locksHolding(db: Db, clusterIds: string[], now: Date): Promise<ClusterLockRow[]> {
  if (clusterIds.length === 0) return [];
  return db
    .select()
    .from(clusterLocks)
    .where(and(inArray(clusterLocks.clusterId, clusterIds), holdsAt(now)));
}

/**
 * The locks holding at `now` on an organization's clusters, by cluster name; `only` keeps the clusters a role may
 * see (null: all of them).
 */
export function organizationLocks(db: Db, organizationId: string, now: Date, only: readonly string[] | null) {
  return db
    .select({ lock: clusterLocks })
    .from(clusterLocks)
    .innerJoin(clusters, eq(clusters.id, clusterLocks.clusterId))
    .where(
      and(
        eq(clusterLocks.organizationId, organizationId),
        holdsAt(now),
        only ? inArray(clusterLocks.clusterId, [...only]) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${clusters.name})`), asc(clusters.id));
}
