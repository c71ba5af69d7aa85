import type { Database } from '../db/database';
import { deploymentLogPruning } from '../engine/sql/retention';
import { auditEventPruning } from '../db/auditRetention';
import { pruneExpiredIdempotencyKeys } from '../idempotency/store';
import { webhookDeliveryPruning } from '../webhooks/sql/retention';
import type { PruneTask } from './pruner';

/** How long what piles up is kept: the settings of the same names. */
export interface RetentionSettings {
  /** WEBHOOK_DELIVERY_RETENTION_DAYS */
  webhookDeliveryDays: number;
  /** DEPLOYMENT_LOG_RETENTION */
  deploymentLogsPerService: number;
  /** AUDIT_EVENT_RETENTION_DAYS (90 when left out) */
  auditEventDays?: number;
}

/** Small enough that one batch holds its locks for milliseconds. */
const ROWS_PER_BATCH = 500;
const DEPLOYMENTS_PER_BATCH = 20;

/** Everything the pruner removes, in the order a pass runs them; another store that grows adds its task here. */
export function pruneTasks(db: Database, settings: RetentionSettings): PruneTask[] {
  return [
    {
      name: 'webhook deliveries',
      pruneBatch: webhookDeliveryPruning(db, {
        days: settings.webhookDeliveryDays,
        perBatch: ROWS_PER_BATCH,
      }),
    },
    {
      name: 'deployment logs',
      pruneBatch: deploymentLogPruning(db, {
        keepPerService: settings.deploymentLogsPerService,
        linesPerBatch: ROWS_PER_BATCH,
        deploymentsPerBatch: DEPLOYMENTS_PER_BATCH,
      }),
    },
    {
      name: 'audit events',
      pruneBatch: auditEventPruning(db, { days: settings.auditEventDays ?? 90, perBatch: ROWS_PER_BATCH }),
    },
    {
      name: 'idempotency keys',
      async pruneBatch(now) {
        const removed = await pruneExpiredIdempotencyKeys(db, now, ROWS_PER_BATCH);
        return { removed, done: removed < ROWS_PER_BATCH };
      },
    },
  ];
}
