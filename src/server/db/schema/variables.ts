import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { VariableOwner, VariableScope, VariableType } from '../../../contract/variables';
import { environments } from './environments';
import { organizations } from './organizations';
import { projects } from './projects';
import { services } from './services';

/**
 * Variables and secrets people define on a project, an environment or a service, with their aliases and
 * overrides, and the built-in secrets the platform generates once (a database's password). The other built-ins
 * are derived from the services whenever they are read.
 */
export const variables = pgTable(
  'variables',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Set for variables of an environment or of one of its services. */
    environmentId: uuid('environment_id').references(() => environments.id, { onDelete: 'cascade' }),
    /** Set for variables of a service (and its built-ins): deleting the service deletes them. */
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<VariableScope>().notNull(),
    /** The project, environment or service the scope names. */
    parentId: uuid('parent_id').notNull(),
    key: text('key').notNull(),
    /** A plain variable's value; null for secrets. */
    value: text('value'),
    /** A secret's value, sealed with the installation's key (modules/secrets): never stored in clear. */
    sealedValue: text('sealed_value'),
    isSecret: boolean('is_secret').notNull(),
    variableType: text('variable_type').$type<VariableType>().notNull(),
    mountPath: text('mount_path'),
    description: text('description'),
    enableInterpolationInFile: boolean('enable_interpolation_in_file'),
    /** The variable an alias or an override stands on (a stored one or a derived built-in). */
    originalId: uuid('original_id'),
    /**
     * The service owning that original, if any: deleting the service deletes the aliases and overrides standing
     * on its variables, wherever they are.
     */
    originalServiceId: uuid('original_service_id').references(() => services.id, { onDelete: 'cascade' }),
    ownedBy: text('owned_by').$type<VariableOwner>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // Keys are case sensitive: `Key` and `KEY` are two variables.
    uniqueIndex('variables_parent_key_unique').on(table.parentId, table.scope, table.key),
    uniqueIndex('variables_parent_mount_path_unique')
      .on(table.parentId, table.mountPath)
      .where(sql`${table.mountPath} is not null`),
    index('variables_project_idx').on(table.projectId),
    index('variables_environment_idx').on(table.environmentId),
    index('variables_original_idx').on(table.originalId),
  ],
);
