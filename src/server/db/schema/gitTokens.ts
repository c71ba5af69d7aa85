import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GitProvider } from '../../../contract';
import { organizations } from './organizations';

export const gitTokens = pgTable(
  'git_tokens',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').$type<GitProvider>().notNull(),
    /** The provider's token, sealed with the installation's key (modules/secrets): never stored in clear. */
    sealedToken: text('sealed_token').notNull(),
    /** The Bitbucket workspace whose repositories are listed. */
    workspace: text('workspace'),
    /** A self-hosted provider's API; null means the provider's public API. */
    gitApiUrl: text('git_api_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('git_tokens_org_name_unique').on(table.organizationId, sql`lower(${table.name})`)],
);
