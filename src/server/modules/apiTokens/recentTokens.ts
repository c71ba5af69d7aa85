import type { ApiTokenRow } from './queries';

/**
 * How long a token found by its hash is trusted without asking the database again. A revoke or a new value through
 * this process forgets every token at once; one made by another process sharing the database reaches this one
 * within this time.
 */
export const RECENT_TOKEN_TTL_MS = 5 * 1000;

interface Remembered {
  row: ApiTokenRow;
  until: number;
}

/**
 * Tokens recently found by their hash, so a busy client does not cost a lookup per request. A lookup started
 * before a `forgetAll` is not remembered when it ends: the generation it began in is gone, so a token revoked
 * while its lookup was under way cannot come back from it.
 */
export function recentTokens(ttlMs = RECENT_TOKEN_TTL_MS) {
  const byHash = new Map<string, Remembered>();
  let generation = 0;

  return {
    get(tokenHash: string, now: number): ApiTokenRow | null {
      const remembered = byHash.get(tokenHash);
      if (!remembered) return null;
      if (remembered.until > now) return remembered.row;
      byHash.delete(tokenHash);
      return null;
    },

    /** The generation to hand back to `remember`, taken before the lookup starts. */
    generation: () => generation,

    remember(tokenHash: string, row: ApiTokenRow, now: number, lookedUpIn: number): void {
      if (lookedUpIn !== generation) return;
      byHash.set(tokenHash, { row, until: now + ttlMs });
    },

    forgetAll(): void {
      generation++;
      byHash.clear();
    },
  };
}
