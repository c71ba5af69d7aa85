import { and, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { webhookDeliveries } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeliveryRetention {
  /** WEBHOOK_DELIVERY_RETENTION_DAYS: how long a finished delivery stays in its webhook's delivery log. */
  days: number;
  /** Most deliveries one batch deletes. */
  perBatch: number;
}

/**
 * One batch of the webhook delivery retention: deletes at most `perBatch` finished deliveries created more than
 * `days` before `now`, their attempts with them, in one statement. A delivery still PENDING is kept whatever its
 * age: it is on its way and goes once it ends. Rows another process is deleting are skipped, not waited for.
 */
export function webhookDeliveryPruning(db: Database, retention: DeliveryRetention) {
  return async (now: Date): Promise<{ removed: number; done: boolean }> => {
    const cutoff = new Date(now.getTime() - retention.days * DAY_MS);
    const expired = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(lt(webhookDeliveries.createdAt, cutoff), ne(webhookDeliveries.status, 'PENDING')))
      .limit(retention.perBatch)
      .for('update', { skipLocked: true });
    const removed = await db
      .delete(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, expired))
      .returning({ id: webhookDeliveries.id });
    return { removed: removed.length, done: removed.length < retention.perBatch };
  };
}
