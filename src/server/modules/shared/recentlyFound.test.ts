import { describe, expect, it } from 'vitest';
import { accessChanges, recentlyFound } from './recentlyFound';

const row = { id: 'token-1' };

describe('recently found records', () => {
  it('answers a record remembered until its time runs out', () => {
    const recent = recentlyFound<typeof row>(accessChanges(), 1000);
    recent.remember('hash-1', row, 0, recent.generation());
    expect(recent.get('hash-1', 999)).toBe(row);
    expect(recent.get('hash-1', 1000)).toBeNull();
    expect(recent.get('hash-2', 0)).toBeNull();
  });

  it('forgets every record of every cache at once when access changes', () => {
    const changes = accessChanges();
    const tokens = recentlyFound<typeof row>(changes, 1000);
    const roles = recentlyFound<string>(changes, 1000);
    tokens.remember('hash-1', row, 0, tokens.generation());
    roles.remember('role-1', 'grant', 0, roles.generation());
    changes.changed();
    expect(tokens.get('hash-1', 1)).toBeNull();
    expect(roles.get('role-1', 1)).toBeNull();
  });

  it('does not remember a lookup that began before access changed', async () => {
    const changes = accessChanges();
    const recent = recentlyFound<typeof row>(changes, 1000);
    const lookedUpIn = recent.generation();
    // A revoke lands while the lookup is under way: what the lookup found may be the revoked token.
    changes.changed();
    recent.remember('hash-1', row, 0, lookedUpIn);
    expect(recent.get('hash-1', 1)).toBeNull();

    const found = await recent.find('hash-1', 0, async () => {
      changes.changed();
      return row;
    });
    expect(found).toBe(row);
    expect(recent.get('hash-1', 1)).toBeNull();
  });

  it('looks a key up once while it is remembered, and not at all for what it finds missing', async () => {
    const recent = recentlyFound<typeof row>(accessChanges(), 1000);
    let lookups = 0;
    const lookUp = async () => {
      lookups++;
      return row;
    };
    expect(await recent.find('hash-1', 0, lookUp)).toBe(row);
    expect(await recent.find('hash-1', 999, lookUp)).toBe(row);
    expect(lookups).toBe(1);
    expect(await recent.find('hash-1', 1000, lookUp)).toBe(row);
    expect(lookups).toBe(2);
    expect(await recent.find('missing', 0, async () => null)).toBeNull();
    expect(await recent.find('missing', 1, lookUp)).toBe(row);
  });
});
