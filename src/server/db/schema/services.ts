import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ServiceType } from '../../../contract';
import type { VariableVersion } from '../../domain/variableVersions';
import { environments } from './environments';
import { gitTokens } from './gitTokens';
import { organizations } from './organizations';
import { projects } from './projects';
import { registries } from './registries';

/**
 * Services of every type in one table: what all types share in columns, the fields of the type in `config`
 * (see modules/services/kinds for each type's shape).
 */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    environmentId: uuid('environment_id')
      .notNull()
      .references(() => environments.id, { onDelete: 'cascade' }),
    type: text('type').$type<ServiceType>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    iconUri: text('icon_uri').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    /** The advanced settings changed from their defaults, by key (the defaults are the contract's). */
    advancedSettings: jsonb('advanced_settings').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The configuration version a deployment would take now (name, settings and the variables reaching it), kept
     * so statuses compare it with the deployed one without resolving variables; null once a change may have moved
     * it, computed again on the next read.
     */
    configVersion: text('config_version'),
    /** The variables reaching the service when `config_version` was computed: key and version of each. */
    variableVersions: jsonb('variable_versions').$type<VariableVersion[]>(),
    /** Counts the changes that cleared `config_version`, so a read computing it stores it only if none came since. */
    configRevision: integer('config_revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One name per environment whatever the type: names become hosts and variables.
    uniqueIndex('services_environment_name_unique').on(table.environmentId, sql`lower(${table.name})`),
    index('services_environment_type_idx').on(table.environmentId, table.type),
  ],
);

/**
 * The git tokens and registries a service's configuration refers to, written with each save: they count a
 * token's or registry's services and keep one in use from being deleted.
 */
export const serviceDependencies = pgTable(
  'service_dependencies',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    // No action rather than restrict: deleting an organization removes services and their targets together.
    gitTokenId: uuid('git_token_id').references(() => gitTokens.id),
    registryId: uuid('registry_id').references(() => registries.id),
  },
  (table) => [
    index('service_dependencies_service_idx').on(table.serviceId),
    index('service_dependencies_git_token_idx').on(table.gitTokenId),
    index('service_dependencies_registry_idx').on(table.registryId),
  ],
);

/** Domains people own, routed to a service beside the platform's own domain. */
export const customDomains = pgTable(
  'custom_domains',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    generateCertificate: boolean('generate_certificate').notNull().default(true),
    useCdn: boolean('use_cdn').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A domain routes to one service of the organization.
    uniqueIndex('custom_domains_org_domain_unique').on(table.organizationId, sql`lower(${table.domain})`),
    index('custom_domains_service_idx').on(table.serviceId),
  ],
);
