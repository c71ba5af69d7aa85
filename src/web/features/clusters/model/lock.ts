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

/** The longest wait a browser timer takes (about 24.8 days); a longer one would fire at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * How long until a lock ends by itself, so the page asks again then and shows the cluster unlocked: false for a lock
 * that waits to be lifted (or none). A second after its end, as the server's clock may run a little behind.
 */
export function msUntilLockEnds(lock: ClusterLock | null | undefined, now = Date.now()): number | false {
  const expiry = lock ? clusterLockExpiry(lock) : null;
  if (!expiry) return false;
  return Math.min(Math.max(expiry.getTime() - now, 0) + 1000, LONGEST_TIMER_MS);
}
