import { describe, expect, it } from 'vitest';
import type { ApiTokenRow } from './queries';
import { recentTokens } from './recentTokens';

const row = { id: 'token-1', tokenHash: 'hash-1' } as ApiTokenRow;

describe('recent API tokens', () => {
  it('answers a token remembered until its time runs out', () => {
    const recent = recentTokens(1000);
    recent.remember('hash-1', row, 0, recent.generation());
    expect(recent.get('hash-1', 999)).toBe(row);
    expect(recent.get('hash-1', 1000)).toBeNull();
    expect(recent.get('hash-2', 0)).toBeNull();
  });

  it('forgets every token at once', () => {
    const recent = recentTokens(1000);
    recent.remember('hash-1', row, 0, recent.generation());
    recent.forgetAll();
    expect(recent.get('hash-1', 1)).toBeNull();
  });

  it('does not remember a lookup that began before the tokens were forgotten', () => {
    const recent = recentTokens(1000);
    const lookedUpIn = recent.generation();
    // A revoke lands while the lookup is under way: what the lookup found may be the revoked token.
    recent.forgetAll();
    recent.remember('hash-1', row, 0, lookedUpIn);
    expect(recent.get('hash-1', 1)).toBeNull();
  });
});
