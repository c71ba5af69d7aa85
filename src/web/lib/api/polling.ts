import { rateBudget, type RateBudget } from './rateBudget';

/** Share of the budget kept for what people do by hand; polling never spends it. */
const RESERVE_SHARE = 0.1;
/** Below this share of the budget, polling starts slowing down. */
const SLOW_DOWN_SHARE = 0.5;
const MAX_SLOW_DOWN = 10;

/**
 * The interval to poll at, stretched as the request budget runs low so that polling alone never runs into 429.
 *
 * Above half of the budget the base interval holds. Below, it grows with the shortfall and never gets shorter than
 * spreading what is left (minus the reserve) evenly until the reset; several pollers computing this after every
 * answer slow each other down, so together they still stay out of the reserve. Inside the reserve, polling waits
 * for the reset.
 */
export function pollingInterval(
  baseMs: number,
  budget: RateBudget | null = rateBudget.get(),
  now: number = Date.now(),
): number {
  if (!budget) return baseMs;
  const untilReset = budget.resetAt - now;
  // The budget has refilled since it was read.
  if (untilReset <= 0) return baseMs;

  const reserve = Math.ceil(budget.limit * RESERVE_SHARE);
  const spendable = budget.remaining - reserve;
  if (spendable <= 0) return Math.max(baseMs, untilReset + 1000);

  const slowDownFrom = budget.limit * SLOW_DOWN_SHARE;
  if (budget.remaining >= slowDownFrom) return baseMs;
  const slowDown = Math.min(MAX_SLOW_DOWN, slowDownFrom / budget.remaining);
  const evenSpread = Math.ceil(untilReset / spendable);
  return Math.max(Math.round(baseMs * slowDown), evenSpread);
}
