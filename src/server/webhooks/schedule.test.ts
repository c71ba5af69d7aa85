import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextAttemptAfter, RETRY_DELAYS_MS } from './schedule';

const failedAt = new Date('2026-01-15T09:00:00.000Z');
const minutes = (value: number) => value * 60_000;
const hours = (value: number) => value * 3_600_000;

function waitsAfterEachAttempt(timeScale: number): (number | null)[] {
  return Array.from({ length: MAX_ATTEMPTS }, (_, index) => {
    const next = nextAttemptAfter(index + 1, failedAt, timeScale);
    return next ? next.getTime() - failedAt.getTime() : null;
  });
}

describe('the retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then gives up after the eighth attempt', () => {
    expect(MAX_ATTEMPTS).toBe(8);
    expect(RETRY_DELAYS_MS).toEqual([
      5000,
      minutes(5),
      minutes(30),
      hours(2),
      hours(5),
      hours(10),
      hours(10),
    ]);
    expect(waitsAfterEachAttempt(1)).toEqual([...RETRY_DELAYS_MS, null]);
  });

  it('scales every wait by the time scale, never below a millisecond', () => {
    expect(waitsAfterEachAttempt(0.01)).toEqual([50, 3000, 18_000, 72_000, 180_000, 360_000, 360_000, null]);
    expect(waitsAfterEachAttempt(2)[0]).toBe(10_000);
    expect(nextAttemptAfter(1, failedAt, 1e-9)?.getTime()).toBe(failedAt.getTime() + 1);
  });
});
