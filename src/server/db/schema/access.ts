import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BuiltInRole, ClusterPermission, EnvironmentMode, ProjectPermission } from '../../../contract';
import { clusters } from './clusters';
import { organizations } from './organizations';
import { projects } from './projects';

/** A role an organization defines: what it may do per cluster and per project and environment type. */
export const customRoles = pgTable(
  'custom_roles',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The permissions on every project without a row of its own, those created later included; null: none. */
    allProjects: jsonb('all_projects').$type<{
      isAdmin: boolean;
      permissions: Partial<Record<EnvironmentMode, ProjectPermission>>;
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('custom_roles_org_name_unique').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

/** A role's permission on one cluster; a cluster without a row is out of the role's reach. */
export const customRoleClusters = pgTable(
  'custom_role_clusters',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => customRoles.id, { onDelete: 'cascade' }),
    clusterId: uuid('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
    permission: text('permission').$type<ClusterPermission>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.clusterId] })],
);

/** A role's permissions on one project, per environment type; a project without a row has the role's
 * `all_projects` permissions, or NO_ACCESS. */
export const customRoleProjects = pgTable(
  'custom_role_projects',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => customRoles.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    permissions: jsonb('permissions').$type<Partial<Record<EnvironmentMode, ProjectPermission>>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.roleId, table.projectId] }),
    index('custom_role_projects_project_idx').on(table.projectId),
  ],
);

/** An invitation to join an organization, redeemed once through the secret its link carries. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The built-in role given on acceptance; null when a custom role is. */
    role: text('role').$type<BuiltInRole>(),
    customRoleId: uuid('custom_role_id').references(() => customRoles.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's secret, hex: the link itself is shown once to the inviter. */
    tokenHash: text('token_hash').notNull(),
    inviter: text('inviter').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_unique').on(table.tokenHash),
    uniqueIndex('invitations_org_email_unique').on(table.organizationId, sql`lower(${table.email})`),
  ],
);

/** Who an organization's invoices go to; one row per organization, written on the first PUT. */
export const billingInfos = pgTable('billing_infos', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  zip: text('zip').notNull(),
  state: text('state'),
  countryCode: text('country_code').notNull(),
  company: text('company'),
  vatNumber: text('vat_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
