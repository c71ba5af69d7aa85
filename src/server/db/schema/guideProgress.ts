import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GuideStepKey } from '../../../contract';
import { organizations } from './organizations';

/**
 * Each person's progress through the guided first release, per organization. What was done is not kept here: the
 * platform's own records say it (what was made since `started_at`); only what they alone know is.
 */
export const guideProgress = pgTable(
  'guide_progress',
  {
    /** Whose progress it is: `user:<id>`, or `api_token:<id>` for a token. */
    holder: text('holder').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    logsOpenedAt: timestamp('logs_opened_at', { withTimezone: true }),
    skippedSteps: jsonb('skipped_steps').$type<GuideStepKey[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.holder, table.organizationId] })],
);
