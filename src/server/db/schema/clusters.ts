import { sql } from 'drizzle-orm';
import {
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
import type { CloudProvider, ClusterState } from '../../../contract';
import { organizations } from './organizations';

export type { CloudProvider };
export type KubernetesMode = 'MANAGED' | 'SELF_MANAGED' | 'PARTIALLY_MANAGED';
export type ClusterDeploymentStatus = 'NEVER_DEPLOYED' | 'OUT_OF_DATE' | 'UP_TO_DATE';

/** An organization's access to a cloud provider account, which clusters are made with. */
export const cloudProviderCredentials = pgTable(
  'cloud_provider_credentials',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    cloudProvider: text('cloud_provider').$type<'AWS' | 'SCW' | 'GCP' | 'AZURE'>().notNull(),
    name: text('name').notNull(),
    /** The secret parts as JSON, sealed with the installation's key. */
    sealedSecrets: text('sealed_secrets').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('cloud_provider_credentials_org_provider_name_unique').on(
      table.organizationId,
      table.cloudProvider,
      sql`lower(${table.name})`,
    ),
  ],
);

export const clusters = pgTable(
  'clusters',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    region: text('region').notNull(),
    cloudProvider: text('cloud_provider').$type<CloudProvider>().notNull(),
    /** Null for clusters the platform made itself (the demo's), which need none. */
    credentialsId: uuid('credentials_id').references(() => cloudProviderCredentials.id),
    /** Millicores (1000 = 1 cpu). */
    cpu: integer('cpu').notNull(),
    /** MB (1024 = 1 GB). */
    memory: integer('memory').notNull(),
    /** GPUs a node offers; 0 for clusters without GPU nodes. */
    gpu: integer('gpu').notNull().default(0),
    status: text('status').$type<ClusterState>().notNull(),
    /** Whether what runs matches the configuration. */
    deploymentStatus: text('deployment_status')
      .$type<ClusterDeploymentStatus>()
      .notNull()
      .default('NEVER_DEPLOYED'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Made by the platform to try it with, rather than by the organization. */
    isDemo: boolean('is_demo').notNull().default(false),
    kubernetes: text('kubernetes').$type<KubernetesMode>().notNull().default('MANAGED'),
    production: boolean('production').notNull().default(false),
    /** The Kubernetes version, once known. */
    version: text('version'),
    instanceType: text('instance_type'),
    minRunningNodes: integer('min_running_nodes').notNull().default(1),
    maxRunningNodes: integer('max_running_nodes').notNull().default(1),
    /** GB per node. */
    diskSize: integer('disk_size').notNull().default(20),
    diskIops: integer('disk_iops'),
    diskThroughput: integer('disk_throughput'),
    /**
     * The rest of the Cluster request as sent (ssh keys, features, metrics, charts, KEDA, labels groups, secret
     * manager accesses): the platform stores and answers them, nothing queries into them.
     */
    settings: jsonb('settings').notNull().default({}),
    /** The advanced settings changed from their defaults, by key (the defaults are the contract's). */
    advancedSettings: jsonb('advanced_settings').$type<Record<string, unknown>>().notNull().default({}),
    /** A hash of what the last successful install or upgrade applied; compared for OUT_OF_DATE. */
    deployedConfigVersion: text('deployed_config_version'),
    lastDeploymentAt: timestamp('last_deployment_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('clusters_org_name_unique').on(table.organizationId, sql`lower(${table.name})`),
    index('clusters_credentials_idx').on(table.credentialsId),
  ],
);

/**
 * One install, upgrade or stop of a cluster, as it waits and runs: its steps (jsonb, with their planned lengths)
 * and when it moves next. One runs per cluster at a time.
 */
export const clusterExecutions = pgTable(
  'cluster_executions',
  {
    id: uuid('id').primaryKey(),
    clusterId: uuid('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    action: text('action').$type<'INSTALL' | 'UPGRADE' | 'STOP'>().notNull(),
    status: text('status').$type<'QUEUED' | 'RUNNING' | 'SUCCESS' | 'ERROR'>().notNull(),
    targetVersion: text('target_version'),
    /** The configuration it applies (a hash); the cluster is UP_TO_DATE while its own matches the last applied. */
    configVersion: text('config_version').notNull(),
    steps: jsonb('steps').notNull(),
    currentStep: integer('current_step'),
    /** Why it ended in error, decided when it was planned (credentials rejected, say). */
    failure: jsonb('failure'),
    seed: text('seed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (table) => [
    index('cluster_executions_cluster_idx').on(table.clusterId, table.createdAt),
    index('cluster_executions_due_idx').on(table.dueAt),
    // One unfinished execution per cluster, whoever writes.
    uniqueIndex('cluster_executions_one_open')
      .on(table.clusterId)
      .where(sql`${table.status} in ('QUEUED', 'RUNNING')`),
  ],
);

export const clusterLogs = pgTable(
  'cluster_logs',
  {
    id: uuid('id').primaryKey(),
    executionId: uuid('execution_id')
      .notNull()
      .references(() => clusterExecutions.id, { onDelete: 'cascade' }),
    clusterId: uuid('cluster_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Lines of one moment keep the order they were written in. */
    position: integer('position').notNull(),
    step: text('step'),
    level: text('level').$type<'INFO' | 'WARNING' | 'ERROR'>().notNull(),
    message: text('message').notNull(),
  },
  (table) => [index('cluster_logs_execution_idx').on(table.executionId, table.position)],
);

/**
 * The lock held on a cluster, at most one: while it holds (no `expires_at`, or one still ahead) the cluster is
 * neither installed, upgraded, stopped, edited nor deleted. A lock past its `expires_at` is gone: nothing reads it,
 * and the next lock replaces it.
 */
export const clusterLocks = pgTable(
  'cluster_locks',
  {
    clusterId: uuid('cluster_id')
      .primaryKey()
      .references(() => clusters.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** Who took it, as records name people and tokens. */
    ownerName: text('owner_name').notNull(),
    ttlInDays: integer('ttl_in_days'),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    /** `locked_at` plus the ttl; null for a lock that holds until lifted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('cluster_locks_organization_idx').on(table.organizationId)],
);
