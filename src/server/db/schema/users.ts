import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BuiltInRole } from '../../../contract';
import { customRoles } from './access';
import { organizations } from './organizations';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** scrypt, self-describing: see modules/auth/passwords.ts. */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

/** A person's role in an organization: a built-in one, or CUSTOM with the custom role it names. */
export type MembershipRole = BuiltInRole | 'CUSTOM';

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role').$type<MembershipRole>().notNull(),
    /** Set when role is CUSTOM; a role in use cannot be deleted. */
    customRoleId: uuid('custom_role_id').references(() => customRoles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.organizationId] }),
    index('memberships_organization_idx').on(table.organizationId),
  ],
);
