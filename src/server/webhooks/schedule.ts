const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * How long to wait after each failed attempt before the next one. The first attempt is immediate; the waits
 * are the ones receivers know from Svix, so a receiver that is down for most of a day still gets the event.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];

/** The first attempt and one per retry: after this many failures the delivery is FAILED. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * When to try again after attempt number `attemptsMade` failed at `failedAt`, or null when that was the last.
 * `timeScale` (ENGINE_TIME_SCALE) shrinks or stretches every wait, as it does every engine duration.
 */
export function nextAttemptAfter(attemptsMade: number, failedAt: Date, timeScale: number): Date | null {
  const delay = RETRY_DELAYS_MS[attemptsMade - 1];
  if (delay === undefined) return null;
  return new Date(failedAt.getTime() + Math.max(1, Math.round(delay * timeScale)));
}
