import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/** Container registries hold images; helm repositories hold charts. Both are kept and guarded alike. */
export type RegistryFamily = 'CONTAINER' | 'HELM';

export const registries = pgTable(
  'registries',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    family: text('family').$type<RegistryFamily>().notNull(),
    name: text('name').notNull(),
    /** A kind of its family (DOCKER_HUB, ECR, ... or HTTPS, OCI_ECR, ...). */
    kind: text('kind').notNull(),
    description: text('description').notNull().default(''),
    url: text('url').notNull(),
    skipTlsVerification: boolean('skip_tls_verification').notNull().default(false),
    /** The credentials as JSON, sealed with the installation's key; null when there are none. */
    sealedCredentials: text('sealed_credentials'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('registries_org_family_name_unique').on(
      table.organizationId,
      table.family,
      sql`lower(${table.name})`,
    ),
  ],
);
