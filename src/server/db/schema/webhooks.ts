import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EnvironmentMode } from '../../../contract';
import type { WebhookDeliveryStatus, WebhookEventType, WebhookKind } from '../../../contract/webhooks';
import { organizations } from './organizations';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WebhookKind>().notNull(),
    targetUrl: text('target_url').notNull(),
    /**
     * `whsec_` and the key, sealed with the installation's key (modules/secrets); opened to sign each delivery. The
     * start-up seals what older versions stored in clear.
     */
    secret: text('secret').notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    projectNamesFilter: text('project_names_filter').array().notNull(),
    environmentTypesFilter: text('environment_types_filter').array().$type<EnvironmentMode[]>().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at'),
  },
  (table) => [index('webhooks_organization_idx').on(table.organizationId, table.createdAt)],
);

/** The outbox: one event on its way to one webhook. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    isTest: boolean('is_test').notNull(),
    /** What the event concerns, for the log to show a role only what it reads; null for a test event. */
    projectId: uuid('project_id'),
    environmentType: text('environment_type').$type<EnvironmentMode>(),
    kind: text('kind').$type<WebhookKind>().notNull(),
    /** The exact bytes posted on every attempt. */
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull(),
    attemptCount: integer('attempt_count').notNull(),
    nextAttemptAt: at('next_attempt_at'),
    leaseToken: text('lease_token'),
    leaseExpiresAt: at('lease_expires_at'),
  },
  (table) => [
    // Publishing an event twice (a retried transaction, a relay after a crash) delivers it once.
    uniqueIndex('webhook_deliveries_event_webhook_unique').on(table.eventId, table.webhookId),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'PENDING'`),
    index('webhook_deliveries_log_idx').on(table.webhookId, table.createdAt),
    // The retention removes finished deliveries by age, across every webhook.
    index('webhook_deliveries_created_idx')
      .on(table.createdAt)
      .where(sql`${table.status} <> 'PENDING'`),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    attemptedAt: at('attempted_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    targetUrl: text('target_url').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    error: text('error'),
    succeeded: boolean('succeeded').notNull(),
  },
  (table) => [primaryKey({ columns: [table.deliveryId, table.attempt] })],
);
