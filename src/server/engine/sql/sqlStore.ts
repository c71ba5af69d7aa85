import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, min, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/database';
import { environmentVersion, noteEnvironmentChanges } from '../../db/changeFeed';
import { isUniqueViolation } from '../../db/errors';
import { deploymentLogs, deploymentRequests, deployments } from '../../db/schema';
import type { OutboxEvent } from '../records';
import { type DeploymentStore, StaleProgressError } from '../store';
import { sqlHistory } from './history';
import { deploymentValues, logValues, requestOf, requestValues } from './rows';

/** What a save hands on inside its transaction, so it commits or rolls back with the state it goes with. */
export interface ProgressHooks {
  /** The events for the webhooks: written to their outbox in the same transaction. */
  publishEvents(tx: Transaction, events: OutboxEvent[]): Promise<void>;
  /** Services whose DELETE completed: their configuration goes with the same write. */
  removeServices(tx: Transaction, serviceIds: string[]): Promise<void>;
  /** Called once a save that published events has committed (to wake whoever sends them). */
  afterPublish?(): void;
}

const running = alias(deploymentRequests, 'running');
const active = ['QUEUED', 'RUNNING'] as const;
const deploymentColumns = getTableColumns(deployments);

/**
 * `excluded.<column>` for every column the engine writes: an upsert replaces the whole deployment, but not the
 * key, nor the mark the log retention leaves (the engine's records do not carry it).
 */
const replaceDeployment = Object.fromEntries(
  Object.entries(deploymentColumns)
    .filter(([key]) => key !== 'id' && key !== 'logRemovedAt')
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

/**
 * The engine's store over PostgreSQL (PGlite or a server): one statement or one transaction per method, so
 * several processes may share it. The database itself keeps one request RUNNING per environment.
 */
export function sqlDeploymentStore(db: Database, hooks: ProgressHooks): DeploymentStore {
  const { runsOf, ...history } = sqlHistory(db);
  return {
    ...history,

    async enqueueRequest(request) {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx.insert(deploymentRequests).values(requestValues(request)).returning();
        await noteEnvironmentChanges(tx, { environmentIds: [request.environmentId] });
        return inserted;
      });
      if (!row) throw new Error(`Request ${request.id} was not stored`);
      return requestOf(row);
    },

    async claimNextRequest(environmentId, now) {
      const next = db
        .select({ id: deploymentRequests.id })
        .from(deploymentRequests)
        .where(
          and(
            eq(deploymentRequests.environmentId, environmentId),
            eq(deploymentRequests.status, 'QUEUED'),
            notExists(
              db
                .select({ one: sql`1` })
                .from(running)
                .where(and(eq(running.environmentId, environmentId), eq(running.status, 'RUNNING'))),
            ),
          ),
        )
        .orderBy(asc(deploymentRequests.sequence))
        .limit(1)
        .for('update', { skipLocked: true });
      try {
        const row = await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(deploymentRequests)
            .set({ status: 'RUNNING', startedAt: now, revision: sql`${deploymentRequests.revision} + 1` })
            .where(inArray(deploymentRequests.id, next))
            .returning();
          if (claimed) await noteEnvironmentChanges(tx, { environmentIds: [environmentId] });
          return claimed;
        });
        return row ? requestOf(row) : null;
      } catch (error) {
        // Another claimant started one between our check and our write: the index refused the second.
        if (isUniqueViolation(error, 'deployment_requests_one_running')) return null;
        throw error;
      }
    },

    async saveProgress(progress) {
      const { request, expectedRevision } = progress;
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(deploymentRequests)
          .set(requestValues(request))
          .where(
            and(eq(deploymentRequests.id, request.id), eq(deploymentRequests.revision, expectedRevision)),
          )
          .returning({ id: deploymentRequests.id });
        if (updated.length === 0) {
          const [current] = await tx
            .select({ revision: deploymentRequests.revision })
            .from(deploymentRequests)
            .where(eq(deploymentRequests.id, request.id));
          throw new StaleProgressError(request.id, expectedRevision, current?.revision ?? -1);
        }
        if (progress.deployments.length > 0) {
          await tx
            .insert(deployments)
            .values(progress.deployments.map(deploymentValues))
            .onConflictDoUpdate({ target: deployments.id, set: replaceDeployment });
        }
        if (progress.logs.length > 0) await tx.insert(deploymentLogs).values(progress.logs.map(logValues));
        if (progress.events.length > 0) await hooks.publishEvents(tx, progress.events);
        if (progress.removedServiceIds.length > 0) await hooks.removeServices(tx, progress.removedServiceIds);
        await noteEnvironmentChanges(tx, { environmentIds: [request.environmentId] });
      });
      if (progress.events.length > 0) hooks.afterPublish?.();
    },

    async environmentsWithQueuedWork() {
      const rows = await db
        .selectDistinct({ environmentId: deploymentRequests.environmentId })
        .from(deploymentRequests)
        .where(
          and(
            eq(deploymentRequests.status, 'QUEUED'),
            notExists(
              db
                .select({ one: sql`1` })
                .from(running)
                .where(
                  and(
                    eq(running.environmentId, deploymentRequests.environmentId),
                    eq(running.status, 'RUNNING'),
                  ),
                ),
            ),
          ),
        );
      return rows.map((row) => row.environmentId);
    },

    async loadInFlight() {
      const rows = await db
        .select()
        .from(deploymentRequests)
        .where(eq(deploymentRequests.status, 'RUNNING'))
        .orderBy(asc(deploymentRequests.sequence));
      return runsOf(rows);
    },

    async nextDueAt() {
      const [row] = await db
        .select({ next: min(deployments.dueAt) })
        .from(deployments)
        .innerJoin(deploymentRequests, eq(deploymentRequests.id, deployments.requestId))
        .where(and(eq(deploymentRequests.status, 'RUNNING'), isNotNull(deployments.dueAt)));
      return row?.next ? new Date(row.next) : null;
    },

    async listActiveRequests(environmentId) {
      const rows = await db
        .select()
        .from(deploymentRequests)
        .where(
          and(
            eq(deploymentRequests.environmentId, environmentId),
            inArray(deploymentRequests.status, [...active]),
          ),
        )
        .orderBy(desc(sql`${deploymentRequests.status} = 'RUNNING'`), asc(deploymentRequests.sequence));
      return rows.map(requestOf);
    },

    // Every write of services, of the variables reaching them and of deployments notes their environment's change
    // (this store's writes included), in the transaction of the write.
    statusVersion: async (environmentId) => String(await environmentVersion(db, environmentId)),
  };
}
