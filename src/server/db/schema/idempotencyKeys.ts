import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The first answer to each POST sent with an `Idempotency-Key`, by the credential that sent it, so a retry of the
 * same request is answered the same way rather than run again. A row without a response is a request under way:
 * its lease says until when the process running it is trusted to finish it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key it is: `api_token:<id>` or `user:<id>`; two credentials never share a key. */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and canonical body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Which run of the request holds the key; only it may record the answer or let the key go. */
    leaseId: uuid('lease_id').notNull(),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }).notNull(),
    responseStatus: integer('response_status'),
    /** The body exactly as sent (JSON text), or null for an answer without one. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.owner, table.key] }),
    index('idempotency_keys_created_at').on(table.createdAt),
  ],
);
