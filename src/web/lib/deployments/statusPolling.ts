import { pollingInterval } from '../api/polling';
import { rateBudget, type RateBudget } from '../api/rateBudget';

/** While something is queued or running, a state changes every few seconds: show it as it happens. */
export const IN_FLIGHT_POLL_MS = 2_000;
/** Settled, a state only changes when someone acts (and acting refreshes it): a slow check is enough. */
export const SETTLED_POLL_MS = 20_000;

export interface StatusPollInput {
  /** Anything the statuses describe is queued or under way. */
  inFlight: boolean;
  /** The tab is hidden: nobody is looking. */
  hidden: boolean;
  /** The request budget as last reported; polling slows down as it runs low. */
  budget: RateBudget | null;
  now?: number;
}

/**
 * How long to wait before asking for statuses again, or false to stop asking: fast while something is in flight,
 * slow when everything has settled, never in a hidden tab (it refreshes when shown again), and stretched when the
 * rate limit budget runs low.
 */
export function statusPollInterval({ inFlight, hidden, budget, now }: StatusPollInput): number | false {
  if (hidden) return false;
  return pollingInterval(inFlight ? IN_FLIGHT_POLL_MS : SETTLED_POLL_MS, budget, now);
}

/** The interval for the page as it is now: the document's visibility and the current budget. */
export function currentStatusPollInterval(inFlight: boolean): number | false {
  return statusPollInterval({
    inFlight,
    hidden: typeof document !== 'undefined' && document.visibilityState === 'hidden',
    budget: rateBudget.get(),
  });
}

/**
 * How long to wait from now so that requests start `intervalMs` apart, counted from when the last one was sent
 * rather than from when its answer came: a slow answer does not slow the pace down. Never less than half the
 * interval after an answer, so a server slower than the pace is not asked again at once.
 */
export function keepCadence(intervalMs: number, lastAskedAt: number | undefined, now: number): number {
  if (lastAskedAt === undefined) return intervalMs;
  return Math.max(Math.round(intervalMs / 2), intervalMs - (now - lastAskedAt));
}
