import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  DeploymentAction,
  DeploymentOrigin,
  DeploymentRequestStatus,
  LogLevel,
  ServiceActionStatus,
  ServiceState,
  ServiceStepName,
  ServiceSubAction,
} from '../../../contract';
import type { ServiceType } from '../../../contract';
import { environments } from './environments';
import { organizations } from './organizations';
import { projects } from './projects';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What people asked of an environment or a service, queued per environment and then run. The engine's
 * records (engine/records.ts) are stored as they are: nested parts (targets, stages) in jsonb.
 */
export const deploymentRequests = pgTable(
  'deployment_requests',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // The history of an environment goes with it; a deleted service's history stays (deployments below).
    environmentId: uuid('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    /** The queue's order across all environments. */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    scope: text('scope').$type<'SERVICE' | 'ENVIRONMENT'>().notNull(),
    action: text('action').$type<DeploymentAction>().notNull(),
    targets: jsonb('targets').notNull(),
    origin: text('origin').$type<DeploymentOrigin>().notNull(),
    triggeredBy: text('triggered_by'),
    status: text('status').$type<DeploymentRequestStatus>().notNull(),
    createdAt: at('created_at').notNull(),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    stages: jsonb('stages'),
    stageIndex: integer('stage_index').notNull(),
    cancelRequested: boolean('cancel_requested').notNull(),
    outcome: text('outcome').$type<ServiceState>(),
    reason: text('reason'),
    /** The services were chosen by name (`service/deploy`…): they run even where their stage skips them. */
    chosenServices: boolean('chosen_services').notNull().default(false),
    revision: integer('revision').notNull(),
  },
  (table) => [
    index('deployment_requests_environment_idx').on(table.environmentId, table.sequence),
    // One request runs per environment: the database refuses a second, whoever tries.
    uniqueIndex('deployment_requests_one_running')
      .on(table.environmentId)
      .where(sql`${table.status} = 'RUNNING'`),
    index('deployment_requests_active_idx')
      .on(table.status)
      .where(sql`${table.status} in ('QUEUED', 'RUNNING')`),
  ],
);

/**
 * One service's part of a request. No foreign key to the service: the history of a deleted service is kept.
 */
export const deployments = pgTable(
  'deployments',
  {
    id: uuid('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => deploymentRequests.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').notNull(),
    serviceType: text('service_type').$type<ServiceType>().notNull(),
    serviceName: text('service_name').notNull(),
    organizationId: uuid('organization_id').notNull(),
    projectId: uuid('project_id').notNull(),
    environmentId: uuid('environment_id').notNull(),
    action: text('action').$type<DeploymentAction>().notNull(),
    subAction: text('sub_action').$type<ServiceSubAction>().notNull(),
    stageIndex: integer('stage_index').notNull(),
    stageName: text('stage_name').notNull(),
    state: text('state').$type<ServiceState>().notNull(),
    status: text('status').$type<ServiceActionStatus>().notNull(),
    snapshot: jsonb('snapshot').notNull(),
    version: jsonb('version').notNull(),
    steps: jsonb('steps').notNull(),
    currentStep: integer('current_step'),
    failure: jsonb('failure'),
    reason: text('reason'),
    seed: text('seed').notNull(),
    createdAt: at('created_at').notNull(),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    dueAt: at('due_at'),
    /** When the retention removed its log lines (DEPLOYMENT_LOG_RETENTION); the record itself stays. */
    logRemovedAt: at('log_removed_at'),
  },
  (table) => [
    index('deployments_service_idx').on(table.serviceId, table.createdAt),
    // The retention looks only at deployments that still keep their lines: a few per service, however long the history.
    index('deployments_log_kept_idx')
      .on(table.serviceId, table.createdAt)
      .where(sql`${table.logRemovedAt} is null`),
    index('deployments_request_idx').on(table.requestId),
    index('deployments_ended_idx')
      .on(table.serviceId, table.endedAt)
      .where(sql`${table.status} = 'SUCCESS'`),
    index('deployments_due_idx')
      .on(table.dueAt)
      .where(sql`${table.dueAt} is not null`),
  ],
);

export const deploymentLogs = pgTable(
  'deployment_logs',
  {
    id: uuid('id').primaryKey(),
    /** The order lines were written in, for lines logged at the same instant. */
    written: bigserial('written', { mode: 'number' }).notNull(),
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    environmentId: uuid('environment_id').notNull(),
    at: at('at').notNull(),
    step: text('step').$type<ServiceStepName>(),
    level: text('level').$type<LogLevel>().notNull(),
    message: text('message').notNull(),
  },
  (table) => [
    index('deployment_logs_deployment_idx').on(table.deploymentId, table.at, table.written),
    index('deployment_logs_request_idx').on(table.requestId, table.at, table.written),
  ],
);
