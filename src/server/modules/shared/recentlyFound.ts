/**
 * How long credentials, and what they may do, are trusted without asking the database again. A change made through
 * this process (a token revoked or given a new value, a custom role edited or deleted, a member's role changed, a
 * member removed or joining, a project created, which custom roles' rows for all projects reach) forgets everything
 * remembered at once; one made by another process sharing the database reaches this one within this time.
 */
export const RECENTLY_FOUND_TTL_MS = 5 * 1000;

/**
 * Counts the changes to who may do what. Every cache of credentials and roles reads the same count, so one change
 * forgets them all: a revoke, a role edit and a membership change are handled alike.
 */
export interface AccessChanges {
  generation(): number;
  /** Called once a change is committed: whatever was remembered before is no longer trusted. */
  changed(): void;
}

export function accessChanges(): AccessChanges {
  let generation = 0;
  return {
    generation: () => generation,
    changed: () => {
      generation++;
    },
  };
}

interface Remembered<V> {
  value: V;
  until: number;
}

/** Past this many entries (distinct tokens, people or roles within the time to live) the cache starts afresh. */
const MOST_REMEMBERED = 10_000;

/**
 * Records recently found by a key, so a busy client does not cost the same lookups on every request. A lookup
 * started before a change is not remembered when it ends: the generation it began in is gone, so a token revoked or
 * a role edited while its lookup was under way cannot come back from it.
 */
export function recentlyFound<V>(changes: AccessChanges, ttlMs = RECENTLY_FOUND_TTL_MS) {
  const byKey = new Map<string, Remembered<V>>();
  let generation = changes.generation();

  /** Drops everything found before the latest change. */
  const current = () => {
    if (generation === changes.generation()) return;
    byKey.clear();
    generation = changes.generation();
  };

  const recent = {
    get(key: string, now: number): V | null {
      current();
      const remembered = byKey.get(key);
      if (!remembered) return null;
      if (remembered.until > now) return remembered.value;
      byKey.delete(key);
      return null;
    },

    /** The generation to hand back to `remember`, taken before the lookup starts. */
    generation: () => changes.generation(),

    remember(key: string, value: V, now: number, lookedUpIn: number): void {
      current();
      if (lookedUpIn !== generation) return;
      if (byKey.size >= MOST_REMEMBERED) byKey.clear();
      byKey.set(key, { value, until: now + ttlMs });
    },

    /** The value of a key, remembered or looked up now (and remembered unless the lookup finds nothing). */
    async find<Found extends V | null>(
      key: string,
      now: number,
      lookUp: () => Promise<Found>,
    ): Promise<V | Found> {
      const remembered = recent.get(key, now);
      if (remembered !== null) return remembered;
      const lookedUpIn = changes.generation();
      const found = await lookUp();
      if (found !== null) recent.remember(key, found, now, lookedUpIn);
      return found;
    },
  };
  return recent;
}

export type RecentlyFound<V> = ReturnType<typeof recentlyFound<V>>;
