import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

export type CloudProvider =
  'AWS' | 'SCW' | 'GCP' | 'DO' | 'AZURE' | 'OVH' | 'CIVO' | 'HETZNER' | 'ORACLE' | 'IBM' | 'ON_PREMISE';
export type KubernetesMode = 'MANAGED' | 'SELF_MANAGED' | 'PARTIALLY_MANAGED';

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
    /** A cluster status of the spec (DEPLOYED, STOPPED, ...). */
    status: text('status').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    kubernetes: text('kubernetes').$type<KubernetesMode>().notNull().default('MANAGED'),
    production: boolean('production').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('clusters_org_name_unique').on(table.organizationId, sql`lower(${table.name})`)],
);
