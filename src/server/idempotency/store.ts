import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import type { Runtime } from '../runtime';

/** How long a key keeps its first answer: a retry within a day of the first request gets it. */
export const KEY_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * How long a run of a request holds its key before another may take it over. Longer than any operation takes
 * (git providers are given 30 s), so only a run whose process died loses its key.
 */
export const LEASE_MS = 60_000;

/** One POST as its key identifies it: whose key, the key, and what the request was. */
export interface KeyedRequest {
  owner: string;
  key: string;
  requestHash: string;
}

export interface SavedAnswer {
  status: number;
  /** The body exactly as it was sent, or null when there was none. */
  body: string | null;
}

/** What a request finds under its key. */
export type Claim =
  /** Nobody ran it (or its run died, or its answer expired): this run holds the key until it answers. */
  | { kind: 'acquired'; leaseId: string }
  /** It ran: its answer goes out again. */
  | { kind: 'answered'; answer: SavedAnswer }
  /** Another run of it is under way. */
  | { kind: 'running' }
  /** The key was used by another request. */
  | { kind: 'reused' };

export interface IdempotencyStore {
  claim(request: KeyedRequest): Promise<Claim>;
  /** Keeps the answer of the run holding the key. */
  save(request: KeyedRequest, leaseId: string, answer: SavedAnswer): Promise<void>;
  /** Lets the key go without an answer, so the request may be sent again with it. */
  release(request: KeyedRequest, leaseId: string): Promise<void>;
}

const sameKey = (request: KeyedRequest) =>
  and(eq(idempotencyKeys.owner, request.owner), eq(idempotencyKeys.key, request.key));

/** Keys live in the database, so a restart or a second API process keeps their answers. */
export function sqlIdempotencyStore(
  db: Database,
  runtime: Pick<Runtime, 'clock' | 'newId'>,
): IdempotencyStore {
  return {
    async claim(request) {
      for (;;) {
        const now = runtime.clock.now();
        const leaseId = runtime.newId();
        const run = {
          requestHash: request.requestHash,
          leaseId,
          leaseExpiresAt: new Date(now.getTime() + LEASE_MS),
          responseStatus: null,
          responseBody: null,
          createdAt: now,
        };
        // One statement decides who holds the key, however many runs ask at once: a new key, an expired one, or
        // the same request whose run stopped answering its lease.
        const [taken] = await db
          .insert(idempotencyKeys)
          .values({ owner: request.owner, key: request.key, ...run })
          .onConflictDoUpdate({
            target: [idempotencyKeys.owner, idempotencyKeys.key],
            set: run,
            setWhere: or(
              lte(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_LIFETIME_MS)),
              and(
                isNull(idempotencyKeys.responseStatus),
                lte(idempotencyKeys.leaseExpiresAt, now),
                eq(idempotencyKeys.requestHash, request.requestHash),
              ),
            ),
          })
          .returning({ leaseId: idempotencyKeys.leaseId });
        if (taken?.leaseId === leaseId) return { kind: 'acquired', leaseId };

        const [held] = await db.select().from(idempotencyKeys).where(sameKey(request));
        // Let go between the two statements: ask again.
        if (!held) continue;
        if (held.requestHash !== request.requestHash) return { kind: 'reused' };
        if (held.responseStatus === null) return { kind: 'running' };
        return { kind: 'answered', answer: { status: held.responseStatus, body: held.responseBody } };
      }
    },

    async save(request, leaseId, answer) {
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: answer.status, responseBody: answer.body })
        .where(and(sameKey(request), eq(idempotencyKeys.leaseId, leaseId)));
    },

    async release(request, leaseId) {
      await db
        .delete(idempotencyKeys)
        .where(
          and(sameKey(request), eq(idempotencyKeys.leaseId, leaseId), isNull(idempotencyKeys.responseStatus)),
        );
    },
  };
}

/** Deletes keys older than their lifetime, whose answers no retry may get any more; answers how many went. */
export async function pruneExpiredIdempotencyKeys(db: Database, now: Date, limit = 500): Promise<number> {
  const cutoff = new Date(now.getTime() - KEY_LIFETIME_MS);
  // A bounded batch: the retention pruner calls this until it removes fewer than `limit`. Rows another process is
  // deleting are skipped, not waited for.
  const expired = db
    .select({ owner: idempotencyKeys.owner, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, cutoff))
    .limit(limit)
    .for('update', { skipLocked: true });
  const removed = await db
    .delete(idempotencyKeys)
    .where(sql`(${idempotencyKeys.owner}, ${idempotencyKeys.key}) in (${expired})`)
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
