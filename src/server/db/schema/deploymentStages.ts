import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ServiceType } from '../../../contract';
import { environments } from './environments';
import { services } from './services';

/**
 * An environment's deployment stages: the order its services deploy in. `deployment_order` is 0..n-1 in each
 * environment; a unique constraint checked at commit (added in the migration, since moves shift many rows in one
 * statement) refuses a duplicate whatever writes it.
 */
export const deploymentStages = pgTable(
  'deployment_stages',
  {
    id: uuid('id').primaryKey(),
    environmentId: uuid('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    deploymentOrder: integer('deployment_order').notNull(),
    /** The kind of service that lands here when created; renaming the stage keeps it. */
    defaultFor: text('default_for').$type<ServiceType>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('deployment_stages_environment_name_unique').on(
      table.environmentId,
      sql`lower(${table.name})`,
    ),
    uniqueIndex('deployment_stages_environment_default_unique')
      .on(table.environmentId, table.defaultFor)
      .where(sql`${table.defaultFor} is not null`),
  ],
);

/** Which stage each service is in: exactly one (the unique service id), from its creation to its deletion. */
export const deploymentStageServices = pgTable(
  'deployment_stage_services',
  {
    id: uuid('id').primaryKey(),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => deploymentStages.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    isSkipped: boolean('is_skipped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('deployment_stage_services_service_unique').on(table.serviceId),
    index('deployment_stage_services_stage_idx').on(table.stageId),
  ],
);
