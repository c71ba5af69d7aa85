import { describe, expect, it } from 'vitest';
import type { ClusterLock } from '../../../../contract';
import { msUntilLockEnds } from './lock';

const DAY_MS = 86_400_000;
const lockedAt = Date.parse('2026-11-20T10:00:00Z');
const lock = (ttl: number | null): ClusterLock => ({
  cluster_id: '7c1d1a52-0a39-4b8e-8a55-5b4a1c3f9d10',
  owner_name: 'Ada',
  reason: 'Release freeze',
  locked_at: new Date(lockedAt).toISOString(),
  ttl_in_days: ttl,
});

describe('msUntilLockEnds', () => {
  it('is the time left until a lock ends by itself, and a second more', () => {
    expect(msUntilLockEnds(lock(2), lockedAt + DAY_MS)).toBe(DAY_MS + 1000);
  });

  it('asks again at once for a lock already over', () => {
    expect(msUntilLockEnds(lock(1), lockedAt + 3 * DAY_MS)).toBe(1000);
  });

  it('never waits longer than a browser timer can', () => {
    expect(msUntilLockEnds(lock(60), lockedAt)).toBe(2 ** 31 - 1);
  });

  it('does not ask for a lock that waits to be lifted, or none', () => {
    expect(msUntilLockEnds(lock(null), lockedAt)).toBe(false);
    expect(msUntilLockEnds(null)).toBe(false);
  });
});
