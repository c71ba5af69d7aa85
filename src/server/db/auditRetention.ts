import { inArray, lt } from 'drizzle-orm';
import type { Database } from './database';
import { auditEvents } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One batch of the audit log's retention (AUDIT_EVENT_RETENTION_DAYS): deletes at most `perBatch` events older than
 * `days` before `now`, the oldest first through the timestamp index, in one statement. The only deletion events
 * ever see; rows another process is deleting are skipped, not waited for.
 */
export function auditEventPruning(db: Database, retention: { days: number; perBatch: number }) {
  return async (now: Date): Promise<{ removed: number; done: boolean }> => {
    const cutoff = new Date(now.getTime() - retention.days * DAY_MS);
    const expired = db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(lt(auditEvents.timestamp, cutoff))
      .limit(retention.perBatch)
      .for('update', { skipLocked: true });
    const removed = await db
      .delete(auditEvents)
      .where(inArray(auditEvents.id, expired))
      .returning({ id: auditEvents.id });
    return { removed: removed.length, done: removed.length < retention.perBatch };
  };
}
