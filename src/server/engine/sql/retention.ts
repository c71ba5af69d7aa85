import { and, asc, count, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { deploymentLogs, deploymentRequests, deployments } from '../../db/schema';

export interface LogRetention {
  /** DEPLOYMENT_LOG_RETENTION: how many finished deployments of each service keep their lines. */
  keepPerService: number;
  /** Most lines one batch deletes. */
  linesPerBatch: number;
  /** Most deployments one batch works on. */
  deploymentsPerBatch: number;
}

/** What one batch did: how many lines went, and whether nothing more is due now. */
export interface LogPruneBatch {
  removed: number;
  done: boolean;
}

const newer = alias(deployments, 'newer');

/**
 * One batch of the deployment log retention, in one short transaction: it takes deployments whose lines are
 * due to go (finished, their request over, with `keepPerService` finished deployments of their service newer
 * than them), deletes at most `linesPerBatch` of their lines, and once a batch finds no more lines, marks them
 * (`log_removed_at`) so their log answers that the retention removed it. The mark comes with the last lines, so
 * a process that stops midway leaves the deployments unmarked and the next batch takes them up again; the
 * records themselves, their steps and their history, stay.
 *
 * Deployments are locked as they are taken and those another process holds are skipped, so two servers on one
 * database prune side by side without waiting for each other.
 */
export function deploymentLogPruning(db: Database, retention: LogRetention) {
  const { keepPerService, linesPerBatch, deploymentsPerBatch } = retention;

  // Finished deployments of the same service created after this one (ties broken by id), counted up to the
  // number kept: an index range read of at most `keepPerService` rows.
  const newerFinished = db
    .select({ one: sql`1` })
    .from(newer)
    .where(
      and(
        eq(newer.serviceId, deployments.serviceId),
        isNotNull(newer.endedAt),
        sql`(${newer.createdAt}, ${newer.id}) > (${deployments.createdAt}, ${deployments.id})`,
      ),
    )
    .limit(keepPerService);
  const requestActive = db
    .select({ one: sql`1` })
    .from(deploymentRequests)
    .where(
      and(
        eq(deploymentRequests.id, deployments.requestId),
        inArray(deploymentRequests.status, ['QUEUED', 'RUNNING']),
      ),
    );

  return async (now: Date): Promise<LogPruneBatch> =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({ id: deployments.id })
        .from(deployments)
        .where(
          and(
            isNull(deployments.logRemovedAt),
            isNotNull(deployments.endedAt),
            notExists(requestActive),
            sql`(select ${count()} from (${newerFinished}) as kept) >= ${keepPerService}`,
          ),
        )
        .orderBy(asc(deployments.createdAt), asc(deployments.id))
        .limit(deploymentsPerBatch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return { removed: 0, done: true };
      const ids = due.map((row) => row.id);

      const lines = tx
        .select({ id: deploymentLogs.id })
        .from(deploymentLogs)
        .where(inArray(deploymentLogs.deploymentId, ids))
        .limit(linesPerBatch);
      const removed = await tx
        .delete(deploymentLogs)
        .where(inArray(deploymentLogs.id, lines))
        .returning({ id: deploymentLogs.id });
      if (removed.length >= linesPerBatch) return { removed: removed.length, done: false };

      await tx.update(deployments).set({ logRemovedAt: now }).where(inArray(deployments.id, ids));
      return { removed: removed.length, done: due.length < deploymentsPerBatch };
    });
}
