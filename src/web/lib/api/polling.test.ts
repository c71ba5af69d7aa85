import { describe, expect, it } from 'vitest';
import { pollingInterval } from './polling';
import type { RateBudget } from './rateBudget';

const NOW = 1_700_000_000_000;
const HOUR = 3_600_000;
const budget = (remaining: number, resetInMs = HOUR, limit = 1000): RateBudget => ({
  limit,
  remaining,
  resetAt: NOW + resetInMs,
});

describe('pollingInterval', () => {
  it('keeps the base interval while the budget is unknown or plentiful', () => {
    expect(pollingInterval(5000, null, NOW)).toBe(5000);
    expect(pollingInterval(5000, budget(1000), NOW)).toBe(5000);
    expect(pollingInterval(5000, budget(500), NOW)).toBe(5000);
  });

  it('stretches as the budget runs low, never shrinking as it drains', () => {
    const intervals = [450, 300, 200, 150, 120, 101].map((remaining) =>
      pollingInterval(5000, budget(remaining), NOW),
    );
    expect(intervals[0]).toBeGreaterThan(5000);
    for (let index = 1; index < intervals.length; index++) {
      expect(intervals[index]).toBeGreaterThanOrEqual(intervals[index - 1]!);
    }
  });

  it('spreads what is left over the time until the reset', () => {
    // 300 left, 100 reserved: 200 requests over an hour is one every 18 s.
    expect(pollingInterval(1000, budget(300), NOW)).toBeGreaterThanOrEqual(18_000);
  });

  it('waits for the reset once only the reserve is left', () => {
    expect(pollingInterval(5000, budget(100, 90_000), NOW)).toBe(91_000);
    expect(pollingInterval(5000, budget(0, 90_000), NOW)).toBe(91_000);
  });

  it('returns to the base interval once the reset has passed', () => {
    expect(pollingInterval(5000, budget(0, -1), NOW)).toBe(5000);
  });

  it('never runs into 429 by polling alone, even with several pollers', () => {
    // Three pollers at a 1 s base against 1000 requests an hour, each asking after every answer.
    let remaining = 1000;
    let now = NOW;
    const resetAt = NOW + HOUR;
    const nextAt = [NOW, NOW + 300, NOW + 600];
    while (now < resetAt) {
      now = Math.min(...nextAt);
      if (now >= resetAt) break;
      const poller = nextAt.indexOf(now);
      expect(remaining).toBeGreaterThan(0);
      remaining -= 1;
      nextAt[poller] = now + pollingInterval(1000, { limit: 1000, remaining, resetAt }, now);
    }
    // Pollers already waiting may each spend one request of the reserve, no more.
    expect(remaining).toBeGreaterThanOrEqual(100 - nextAt.length);
  });
});
