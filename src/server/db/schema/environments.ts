import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EnvironmentMode } from '../../../contract';
import { clusters } from './clusters';
import { organizations } from './organizations';
import { projects } from './projects';

export const environments = pgTable(
  'environments',
  {
    id: uuid('id').primaryKey(),
    /** Kept beside the project so scope checks and organization-wide queries need no join. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // No action rather than restrict: deleting an organization removes its clusters and environments together.
    clusterId: uuid('cluster_id')
      .notNull()
      .references(() => clusters.id),
    name: text('name').notNull(),
    mode: text('mode').$type<EnvironmentMode>().notNull(),
    /** The person who last changed it; null when an API token did. */
    lastUpdatedBy: uuid('last_updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('environments_project_name_unique').on(table.projectId, sql`lower(${table.name})`),
    index('environments_cluster_idx').on(table.clusterId),
  ],
);
