import { z } from 'zod';
import { id, timestamp } from './common';
import { text, trimmedLine } from './text';

export const CLUSTER_LOCK_REASON_MAX = 255;
export const CLUSTER_LOCK_TTL_MAX_DAYS = 365;

/** Why a cluster is locked and, optionally, for how many days: until then it is neither changed nor run. */
export const clusterLockRequest = z.object({
  reason: trimmedLine()
    .min(1, 'is required')
    .max(CLUSTER_LOCK_REASON_MAX, `must be at most ${CLUSTER_LOCK_REASON_MAX} characters`),
  /** Absent or null: the lock holds until someone unlocks the cluster. */
  ttl_in_days: z
    .number()
    .int('must be an integer')
    .min(1, 'must be at least 1')
    .max(CLUSTER_LOCK_TTL_MAX_DAYS, `must be at most ${CLUSTER_LOCK_TTL_MAX_DAYS}`)
    .nullable()
    .optional(),
});
export type ClusterLockRequest = z.input<typeof clusterLockRequest>;
export type ParsedClusterLockRequest = z.output<typeof clusterLockRequest>;

export const clusterLock = z.object({
  reason: text(),
  cluster_id: id,
  locked_at: timestamp,
  /** Who locked it: a person's name, or an API token's name followed by "(API token)". */
  owner_name: text(),
  ttl_in_days: z.number().int().nullable(),
});
export type ClusterLock = z.infer<typeof clusterLock>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a lock ends by itself: its ttl counted from when it was taken; null for a lock that waits to be lifted. */
export function clusterLockExpiry(lock: Pick<ClusterLock, 'locked_at' | 'ttl_in_days'>): Date | null {
  if (lock.ttl_in_days === null) return null;
  return new Date(new Date(lock.locked_at).getTime() + lock.ttl_in_days * DAY_MS);
}
