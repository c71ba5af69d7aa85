/** Answers a process keeps of one kind, the least recently read forgotten first. */
const KEPT_ANSWERS = 256;

export interface VersionedCache<T> {
  /** The answer kept under `key` at `version`, else `compute`'s (kept unless `version` is null). */
  read(key: string, version: string | null, compute: () => Promise<T>): Promise<T>;
}

/**
 * Answers computed per environment (its statuses, its lists of services), each kept with the version it was
 * computed at and answered again while the version stands: every open page polls them, and they change far less
 * often than they are read. The version is read before the answer is computed, so a kept answer is never older than its version (a
 * change committed in between is in the answer, and moves the version on for the next read). The answers are
 * shared by every reader: they are never changed once made.
 */
export function versionedCache<T>(limit = KEPT_ANSWERS): VersionedCache<T> {
  const kept = new Map<string, { version: string; value: T }>();
  return {
    async read(key, version, compute) {
      const found = kept.get(key);
      if (version !== null && found?.version === version) {
        // Read again: the most recently used come last.
        kept.delete(key);
        kept.set(key, found);
        return found.value;
      }
      const value = await compute();
      if (version === null) return value;
      kept.delete(key);
      kept.set(key, { version, value });
      for (const oldest of kept.keys()) {
        if (kept.size <= limit) break;
        kept.delete(oldest);
      }
      return value;
    },
  };
}
