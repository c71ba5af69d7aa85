import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApiTokenScope, BuiltInRole } from '../../../contract';
import { customRoles } from './access';
import { organizations } from './organizations';

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    scope: text('scope').$type<ApiTokenScope>().notNull(),
    /**
     * The role the token acts with besides its scope: a built-in one, or a custom one (customRoleId). Neither means
     * ADMIN, the role of whoever may create tokens, so only the scope limits it.
     */
    role: text('role').$type<BuiltInRole>(),
    customRoleId: uuid('custom_role_id').references(() => customRoles.id),
    /** SHA-256 of the value, hex: the value itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull(),
    /** Who created it, as shown to people; a text so it survives the creator's departure. */
    createdBy: text('created_by'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('api_tokens_hash_unique').on(table.tokenHash),
    uniqueIndex('api_tokens_org_name_unique').on(table.organizationId, sql`lower(${table.name})`),
  ],
);
