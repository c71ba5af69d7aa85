import { describe, expect, it } from 'vitest';
import { versionedCache } from './versionedCache';

/** A computation that counts its runs and answers the run's number. */
function counted() {
  let runs = 0;
  return { compute: async () => ++runs, runs: () => runs };
}

describe('versionedCache', () => {
  it('answers what it kept while the version stands, and computes again once it moved', async () => {
    const cache = versionedCache<number>();
    const { compute, runs } = counted();
    expect(await cache.read('env', '1', compute)).toBe(1);
    expect(await cache.read('env', '1', compute)).toBe(1);
    expect(await cache.read('env', '2', compute)).toBe(2);
    expect(await cache.read('env', '2', compute)).toBe(2);
    expect(runs()).toBe(2);
  });

  it('keeps nothing when there is no version to compare with', async () => {
    const cache = versionedCache<number>();
    const { compute } = counted();
    expect(await cache.read('env', null, compute)).toBe(1);
    expect(await cache.read('env', null, compute)).toBe(2);
  });

  it('forgets the least recently read key beyond its limit', async () => {
    const cache = versionedCache<string>(2);
    const runs: string[] = [];
    const compute = (key: string) => async () => {
      runs.push(key);
      return key;
    };
    await cache.read('a', '1', compute('a'));
    await cache.read('b', '1', compute('b'));
    await cache.read('a', '1', compute('a'));
    await cache.read('c', '1', compute('c'));
    await cache.read('a', '1', compute('a'));
    await cache.read('b', '1', compute('b'));
    expect(runs).toEqual(['a', 'b', 'c', 'b']);
  });
});
