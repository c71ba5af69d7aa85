import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { environmentReadable } from '../../db/reach';
import { webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema';
import type { ReadReach } from '../../domain/reach';
import { webhookMatches } from '../matching';
import type { ClaimedDelivery, DeliveryLogEntry, WebhookRecord } from '../records';
import type { WebhookStore } from '../store';
import {
  attemptOf,
  deliveryOf,
  deliveryValues,
  isSealed,
  type SecretSealer,
  webhookOf as webhookOfRow,
  webhookValues as webhookValuesOf,
} from './rows';

type Db = Database | Transaction;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const deliveries = webhookDeliveries;

/** When a PENDING delivery can be claimed: when due, and not before a lease on it runs out (nulls ignored). */
const claimableAt = sql`greatest(${deliveries.nextAttemptAt}, ${deliveries.leaseExpiresAt})`;

/** A webhook's log as a role reads it: test deliveries, and those of the environments it reads (all: null). */
function ofLog(webhookId: string, reach: ReadReach | null) {
  const readable = environmentReadable(reach, {
    projectId: deliveries.projectId,
    environmentType: deliveries.environmentType,
  });
  return and(
    eq(deliveries.webhookId, webhookId),
    readable ? or(eq(deliveries.isTest, true), readable) : undefined,
  );
}

/**
 * Webhooks and their outbox in PostgreSQL (PGlite or a server). Each method is one statement or one transaction;
 * given a transaction, the store works inside it (the engine enqueues with the state change an event announces).
 */
export function sqlWebhookStore(db: Db, sealer: SecretSealer): WebhookStore {
  const webhookOf = (row: typeof webhooks.$inferSelect) => webhookOfRow(row, sealer);
  const webhookValues = (webhook: WebhookRecord) => webhookValuesOf(webhook, sealer);
  async function withAttempts(rows: DeliveryRow[]): Promise<DeliveryLogEntry[]> {
    if (rows.length === 0) return [];
    const attempts = await db
      .select()
      .from(webhookAttempts)
      .where(
        inArray(
          webhookAttempts.deliveryId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(webhookAttempts.attempt));
    return rows.map((row) => ({
      delivery: deliveryOf(row),
      attempts: attempts.filter((attempt) => attempt.deliveryId === row.id).map(attemptOf),
    }));
  }

  const ofOrganization = (organizationId: string, webhookId: string) =>
    and(eq(webhooks.id, webhookId), eq(webhooks.organizationId, organizationId));

  return {
    async insertWebhook(webhook) {
      await db.insert(webhooks).values(webhookValues(webhook));
    },

    async getWebhook(organizationId, webhookId) {
      const [row] = await db.select().from(webhooks).where(ofOrganization(organizationId, webhookId));
      return row ? webhookOf(row) : null;
    },

    async listWebhooks(organizationId, window) {
      const query = db
        .select()
        .from(webhooks)
        .where(eq(webhooks.organizationId, organizationId))
        .orderBy(asc(webhooks.createdAt), asc(webhooks.id))
        .$dynamic();
      const rows = await (window ? query.limit(window.limit).offset(window.offset) : query);
      return rows.map(webhookOf);
    },

    async countWebhooks(organizationId) {
      const [row] = await db
        .select({ total: count() })
        .from(webhooks)
        .where(eq(webhooks.organizationId, organizationId));
      return row?.total ?? 0;
    },

    async updateWebhook(webhook) {
      const { id: _id, organizationId, ...changes } = webhookValues(webhook);
      const updated = await db
        .update(webhooks)
        .set(changes)
        .where(ofOrganization(organizationId, webhook.id))
        .returning({ id: webhooks.id });
      return updated.length > 0;
    },

    async deleteWebhook(organizationId, webhookId) {
      const deleted = await db
        .delete(webhooks)
        .where(ofOrganization(organizationId, webhookId))
        .returning({ id: webhooks.id });
      return deleted.length > 0;
    },

    async webhooksMatching(event) {
      const rows = await db
        .select()
        .from(webhooks)
        .where(
          and(
            eq(webhooks.organizationId, event.organizationId),
            eq(webhooks.enabled, true),
            sql`${event.type} = any(${webhooks.events})`,
          ),
        );
      // The project name patterns and environment types are checked by the one rule every store follows.
      return rows.map(webhookOf).filter((webhook: WebhookRecord) => webhookMatches(webhook, event));
    },

    async enqueue(added) {
      if (added.length === 0) return [];
      return db.transaction(async (tx) => {
        // Held until the end of the transaction, so a webhook deleted meanwhile cannot break the insert.
        const present = await tx
          .select({ id: webhooks.id })
          .from(webhooks)
          .where(
            inArray(
              webhooks.id,
              added.map((delivery) => delivery.webhookId),
            ),
          )
          .for('share');
        const existing = new Set(present.map((row) => row.id));
        const insertable = added.filter((delivery) => existing.has(delivery.webhookId));
        if (insertable.length === 0) return [];
        const rows = await tx
          .insert(deliveries)
          .values(insertable.map(deliveryValues))
          .onConflictDoNothing({ target: [deliveries.eventId, deliveries.webhookId] })
          .returning();
        return rows.map(deliveryOf);
      });
    },

    async claimDue(now, limit, lease) {
      const claimable = db
        .select({ id: deliveries.id })
        .from(deliveries)
        .innerJoin(webhooks, eq(webhooks.id, deliveries.webhookId))
        .where(
          and(
            eq(deliveries.status, 'PENDING'),
            eq(webhooks.enabled, true),
            lte(deliveries.nextAttemptAt, now),
            or(isNull(deliveries.leaseExpiresAt), lte(deliveries.leaseExpiresAt, now)),
          ),
        )
        .orderBy(claimableAt, asc(deliveries.createdAt))
        .limit(limit)
        .for('update', { of: deliveries, skipLocked: true });
      const claimed = await db
        .update(deliveries)
        .set({ leaseToken: lease.token, leaseExpiresAt: lease.until })
        .where(inArray(deliveries.id, claimable))
        .returning();
      if (claimed.length === 0) return [];
      const owners = await db
        .select()
        .from(webhooks)
        .where(
          inArray(
            webhooks.id,
            claimed.map((row) => row.webhookId),
          ),
        );
      const byId = new Map(owners.map((row) => [row.id, webhookOf(row)]));
      const dueTime = (row: DeliveryRow) => row.nextAttemptAt?.getTime() ?? 0;
      return claimed
        .sort((a, b) => dueTime(a) - dueTime(b) || a.createdAt.getTime() - b.createdAt.getTime())
        .flatMap((row): ClaimedDelivery[] => {
          const webhook = byId.get(row.webhookId);
          return webhook ? [{ delivery: deliveryOf(row), webhook }] : [];
        });
    },

    async recordAttempt(attempt, leaseToken, nextAttemptAt) {
      const status = attempt.succeeded ? 'SUCCEEDED' : nextAttemptAt ? 'PENDING' : 'FAILED';
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(deliveries)
          .set({
            status,
            attemptCount: attempt.attempt,
            nextAttemptAt: status === 'PENDING' ? nextAttemptAt : null,
            leaseToken: null,
            leaseExpiresAt: null,
          })
          .where(
            and(
              eq(deliveries.id, attempt.deliveryId),
              eq(deliveries.leaseToken, leaseToken),
              eq(deliveries.status, 'PENDING'),
            ),
          )
          .returning({ id: deliveries.id });
        if (updated.length === 0) return false;
        await tx.insert(webhookAttempts).values(attempt);
        return true;
      });
    },

    async nextDueAt() {
      const [row] = await db
        .select({ next: sql<Date | null>`min(${claimableAt})`.mapWith(deliveries.nextAttemptAt) })
        .from(deliveries)
        .innerJoin(webhooks, eq(webhooks.id, deliveries.webhookId))
        .where(and(eq(deliveries.status, 'PENDING'), eq(webhooks.enabled, true)));
      return row?.next ? new Date(row.next) : null;
    },

    async listDeliveries(webhookId, window, reach = null) {
      const query = db
        .select()
        .from(deliveries)
        .where(ofLog(webhookId, reach))
        .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
        .$dynamic();
      return withAttempts(await (window ? query.limit(window.limit).offset(window.offset) : query));
    },

    async countDeliveries(webhookId, reach = null) {
      const [row] = await db.select({ total: count() }).from(deliveries).where(ofLog(webhookId, reach));
      return row?.total ?? 0;
    },

    async getDelivery(deliveryId) {
      const rows = await db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
      const [entry] = await withAttempts(rows);
      return entry ?? null;
    },
  };
}

/**
 * Seals the signing secrets stored in clear by versions that kept them so: run at start-up, once the secret box
 * is known. Each row is sealed on its own, so a crash halfway leaves every row readable.
 */
export async function sealStoredWebhookSecrets(db: Database, sealer: SecretSealer): Promise<number> {
  const rows = await db.select({ id: webhooks.id, secret: webhooks.secret }).from(webhooks);
  const clear = rows.filter((row) => row.secret !== '' && !isSealed(row.secret));
  for (const row of clear) {
    await db
      .update(webhooks)
      .set({ secret: sealer.seal(row.secret) })
      .where(and(eq(webhooks.id, row.id), eq(webhooks.secret, row.secret)));
  }
  return clear.length;
}
