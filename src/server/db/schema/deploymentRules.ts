import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EnvironmentMode, Weekday } from '../../../contract';
import { clusters } from './clusters';
import { environments } from './environments';
import { organizations } from './organizations';
import { projects } from './projects';

/**
 * A project's deployment rules: a new environment whose name matches `wildcard` takes the first matching rule's
 * mode, cluster and schedule, in `priority_index` order (0..n-1 in each project).
 */
export const projectDeploymentRules = pgTable(
  'project_deployment_rules',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    mode: text('mode').$type<EnvironmentMode>().notNull(),
    // A rule sends environments to its cluster: it goes with the cluster.
    clusterId: uuid('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
    autoStop: boolean('auto_stop').notNull(),
    timezone: text('timezone').notNull(),
    startTime: text('start_time').notNull(),
    stopTime: text('stop_time').notNull(),
    weekdays: text('weekdays').array().$type<Weekday[]>().notNull(),
    wildcard: text('wildcard').notNull(),
    priorityIndex: integer('priority_index').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('project_deployment_rules_project_name_unique').on(
      table.projectId,
      sql`lower(${table.name})`,
    ),
    index('project_deployment_rules_project_idx').on(table.projectId, table.priorityIndex),
    index('project_deployment_rules_cluster_idx').on(table.clusterId),
  ],
);

/**
 * An environment's own rule, once it differs from the default (an environment without a row has the default
 * rule, auto stop off). `last_transition_at` is the scheduled instant of the latest start or stop applied:
 * whoever moves it forward (a conditional update, in the transaction queuing the action) applies that transition,
 * so several processes apply it once. `next_transition_at` is when the schedule acts next (null: never), so a
 * pass reads only the rules due.
 */
export const environmentDeploymentRules = pgTable(
  'environment_deployment_rules',
  {
    environmentId: uuid('environment_id')
      .primaryKey()
      .references(() => environments.id, { onDelete: 'cascade' }),
    autoStop: boolean('auto_stop').notNull(),
    onDemandPreview: boolean('on_demand_preview').notNull().default(false),
    autoPreview: boolean('auto_preview').notNull().default(false),
    timezone: text('timezone').notNull(),
    startTime: text('start_time').notNull(),
    stopTime: text('stop_time').notNull(),
    weekdays: text('weekdays').array().$type<Weekday[]>().notNull(),
    lastTransitionAt: timestamp('last_transition_at', { withTimezone: true }),
    nextTransitionAt: timestamp('next_transition_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('environment_deployment_rules_due_idx')
      .on(table.nextTransitionAt)
      .where(sql`${table.nextTransitionAt} is not null`),
  ],
);
