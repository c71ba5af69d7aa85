import {
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The audit log: one row per change of an organization's records, written by the database itself in the
 * transaction of the change (the `audit_row` trigger of migration 0017, which names the tables it watches).
 * Rows are never updated. No foreign keys: an event outlives its target, its project and its environment, and
 * writing one reads nothing else. `seq` orders events written in the same instant and is the key of the pages
 * (keyset paging on organization, timestamp, seq); each filter has its own index ending with the same two columns,
 * so the latest page of any one filter is a short index scan however long the log grows.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    organizationId: uuid('organization_id').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    eventType: text('event_type').notNull(),
    targetId: uuid('target_id'),
    targetName: text('target_name').notNull(),
    targetType: text('target_type').notNull(),
    subTargetType: text('sub_target_type'),
    /** Field by field, `{ field: { before, after } }`; a secret field reads `"changed"`, never its value. */
    change: jsonb('change'),
    origin: text('origin').notNull(),
    triggeredBy: text('triggered_by'),
    projectId: uuid('project_id'),
    environmentId: uuid('environment_id'),
  },
  (table) => {
    const latest = (name: string, column?: AnyPgColumn) =>
      index(`audit_events_${name}_idx`).on(
        table.organizationId,
        ...(column ? [column] : []),
        table.timestamp.desc(),
        table.seq.desc(),
      );
    return [
      latest('latest'),
      latest('event_type', table.eventType),
      latest('target_type', table.targetType),
      latest('target', table.targetId),
      latest('sub_target_type', table.subTargetType),
      latest('triggered_by', table.triggeredBy),
      latest('origin', table.origin),
      latest('project', table.projectId),
      latest('environment', table.environmentId),
      // Retention removes the oldest events of every organization.
      index('audit_events_timestamp_idx').on(table.timestamp),
    ];
  },
);
