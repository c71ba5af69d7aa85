import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export type OrganizationPlan = 'FREE' | 'TEAM' | 'ENTERPRISE' | 'PROFESSIONAL' | 'BUSINESS';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    plan: text('plan').$type<OrganizationPlan>().notNull().default('FREE'),
    websiteUrl: text('website_url'),
    repository: text('repository'),
    logoUrl: text('logo_url'),
    iconUrl: text('icon_url'),
    adminEmails: jsonb('admin_emails').$type<string[]>(),
    /** The person who owns the organization; kept when that person leaves, so no foreign key. */
    ownerId: uuid('owner_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('organizations_name_unique').on(sql`lower(${table.name})`)],
);
