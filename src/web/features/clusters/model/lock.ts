import { type ClusterLock, clusterLockExpiry } from '../../../../contract';
import { formatDateTime } from '../../../lib/format';

/** Until when a lock holds, in words: its end, or until someone unlocks the cluster. */
export function lockEndText(lock: ClusterLock): string {
  const expiry = clusterLockExpiry(lock);
  return expiry ? `until ${formatDateTime(expiry.toISOString())}` : 'until unlocked';
}

/** Why a locked cluster's actions are unavailable: who locked it and why. */
export function lockedReason(lock: ClusterLock): string {
  return `Locked by ${lock.owner_name}: ${lock.reason}`;
}
