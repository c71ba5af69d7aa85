import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CloudProvider, ClusterState } from '../../../contract';
import { organizations } from './organizations';

export type { CloudProvider };
export type KubernetesMode = 'MANAGED' | 'SELF_MANAGED' | 'PARTIALLY_MANAGED';
export type ClusterDeploymentStatus = 'NEVER_DEPLOYED' | 'OUT_OF_DATE' | 'UP_TO_DATE';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('clusters_org_name_unique').on(table.organizationId, sql`lower(${table.name})`)],
);
