import { describe, expect, it } from 'vitest';
import type { RateBudget } from '../api/rateBudget';
import { keepCadence, statusPollInterval } from './statusPolling';

const NOW = 1_700_000_000_000;
const budget = (remaining: number, limit = 1000): RateBudget => ({
  limit,
  remaining,
  resetAt: NOW + 3_600_000,
});

describe('statusPollInterval', () => {
  it('polls every 1 to 2 seconds while something is in flight', () => {
    const interval = statusPollInterval({ inFlight: true, hidden: false, budget: null, now: NOW });
    expect(interval).toBeGreaterThanOrEqual(1_000);
    expect(interval).toBeLessThanOrEqual(2_000);
  });

  it('polls every 15 to 30 seconds once everything has settled', () => {
    const interval = statusPollInterval({ inFlight: false, hidden: false, budget: null, now: NOW });
    expect(interval).toBeGreaterThanOrEqual(15_000);
    expect(interval).toBeLessThanOrEqual(30_000);
  });

  it('stops polling in a hidden tab, in flight or not', () => {
    expect(statusPollInterval({ inFlight: true, hidden: true, budget: null, now: NOW })).toBe(false);
    expect(statusPollInterval({ inFlight: false, hidden: true, budget: budget(10), now: NOW })).toBe(false);
  });

  it('keeps its pace while the budget is plentiful', () => {
    const plenty = statusPollInterval({ inFlight: true, hidden: false, budget: budget(900), now: NOW });
    expect(plenty).toBe(statusPollInterval({ inFlight: true, hidden: false, budget: null, now: NOW }));
  });

  it('stretches as the request budget runs low, more the lower it gets', () => {
    const at = (remaining: number) =>
      statusPollInterval({ inFlight: true, hidden: false, budget: budget(remaining), now: NOW }) as number;
    expect(at(400)).toBeGreaterThan(2_000);
    expect(at(150)).toBeGreaterThan(at(400));
    // Only the reserve is left: wait for the reset.
    expect(at(50)).toBeGreaterThanOrEqual(3_600_000);
  });
});

describe('keepCadence', () => {
  it('counts the interval from when the last request was sent', () => {
    expect(keepCadence(2_000, undefined, NOW)).toBe(2_000);
    // The answer took 300 ms: the next request goes 1.7 s after it, 2 s after the last one started.
    expect(keepCadence(2_000, NOW - 300, NOW)).toBe(1_700);
  });

  it('never asks again sooner than half the interval after an answer', () => {
    expect(keepCadence(2_000, NOW - 1_900, NOW)).toBe(1_000);
    expect(keepCadence(2_000, NOW - 5_000, NOW)).toBe(1_000);
  });
});
