import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation that must survive restarts (the generated JWT secret, first-start marks). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
