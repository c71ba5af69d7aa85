import { describe, expect, it } from 'vitest';
import type { Place } from './places';
import { MAX_RECENT_PLACES, readRecentPlaces, rememberPlace } from './recentPlaces';

const place = (name: string): Place => ({
  kind: 'PROJECT',
  id: `${name}-id`,
  name,
  context: '',
  path: `/organizations/o/projects/${name}`,
  organizationId: 'o',
});

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('recent places', () => {
  it('keeps the latest first, each place once, and only the latest few', () => {
    const storage = memoryStorage();
    for (let index = 0; index < MAX_RECENT_PLACES + 2; index++) rememberPlace(place(`p${index}`), storage);
    rememberPlace(place('p5'), storage);
    const names = readRecentPlaces(storage).map((recent) => recent.name);
    expect(names).toHaveLength(MAX_RECENT_PLACES);
    expect(names.slice(0, 3)).toEqual(['p5', 'p9', 'p8']);
    expect(names.filter((name) => name === 'p5')).toHaveLength(1);
  });

  it('ignores what is not a place: broken JSON, other shapes, addresses leaving the console', () => {
    expect(readRecentPlaces(memoryStorage({ 'platform-console.recent-places': '{not json' }))).toEqual([]);
    const stored = JSON.stringify([
      { ...place('kept') },
      { ...place('elsewhere'), path: 'https://evil.example/' },
      { name: 'no kind' },
      42,
    ]);
    const storage = memoryStorage({ 'platform-console.recent-places': stored });
    expect(readRecentPlaces(storage).map((recent) => recent.name)).toEqual(['kept']);
  });

  it('goes on without them when the storage refuses to write', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(rememberPlace(place('a'), storage).map((recent) => recent.name)).toEqual(['a']);
  });
});
