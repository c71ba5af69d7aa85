import { and, asc, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditCursor, AuditFilters } from '../../../contract';
import type { Database } from '../../db/database';
import { auditEvents, environments, projects } from '../../db/schema';

/** The filters both endpoints take, as conditions each served by one index of `audit_events`. */
export function filtersOf(organizationId: string, filters: AuditFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(auditEvents.organizationId, organizationId),
    filters.fromTimestamp ? gte(auditEvents.timestamp, new Date(filters.fromTimestamp)) : undefined,
    filters.toTimestamp ? lte(auditEvents.timestamp, new Date(filters.toTimestamp)) : undefined,
    filters.eventType ? eq(auditEvents.eventType, filters.eventType) : undefined,
    filters.targetType ? eq(auditEvents.targetType, filters.targetType) : undefined,
    filters.targetId ? eq(auditEvents.targetId, filters.targetId) : undefined,
    filters.subTargetType ? eq(auditEvents.subTargetType, filters.subTargetType) : undefined,
    filters.triggeredBy ? eq(auditEvents.triggeredBy, filters.triggeredBy) : undefined,
    filters.origin ? eq(auditEvents.origin, filters.origin) : undefined,
    filters.projectId ? eq(auditEvents.projectId, filters.projectId) : undefined,
    filters.environmentId ? eq(auditEvents.environmentId, filters.environmentId) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

export type AuditEventRow = Awaited<ReturnType<typeof listAuditEventRows>>[number];

/**
 * One page of events in the order of the indexes (latest first), or, stepping back, the page just newer than
 * `after`, read oldest first. `(timestamp, seq)` compared as a row is what keeps a deep page as cheap as the first.
 */
export function listAuditEventRows(
  db: Database,
  filters: SQL[],
  page: { limit: number; before?: AuditCursor; after?: AuditCursor },
) {
  const cursor = (at: AuditCursor, compare: typeof lt) =>
    compare(
      sql`(${auditEvents.timestamp}, ${auditEvents.seq})`,
      sql`(${at.timestamp}::timestamptz, ${at.seq})`,
    );
  const stepping = page.after !== undefined;
  return db
    .select({
      id: auditEvents.id,
      seq: auditEvents.seq,
      timestamp: auditEvents.timestamp,
      eventType: auditEvents.eventType,
      targetId: auditEvents.targetId,
      targetName: auditEvents.targetName,
      targetType: auditEvents.targetType,
      subTargetType: auditEvents.subTargetType,
      change: auditEvents.change,
      origin: auditEvents.origin,
      triggeredBy: auditEvents.triggeredBy,
      projectId: auditEvents.projectId,
      projectName: projects.name,
      environmentId: auditEvents.environmentId,
      environmentName: environments.name,
    })
    .from(auditEvents)
    .leftJoin(projects, eq(projects.id, auditEvents.projectId))
    .leftJoin(environments, eq(environments.id, auditEvents.environmentId))
    .where(
      and(
        ...filters,
        page.before ? cursor(page.before, lt) : undefined,
        page.after ? cursor(page.after, gt) : undefined,
      ),
    )
    .orderBy(
      ...(stepping
        ? [sql`${auditEvents.timestamp} asc nulls first`, sql`${auditEvents.seq} asc nulls first`]
        : [sql`${auditEvents.timestamp} desc nulls last`, sql`${auditEvents.seq} desc nulls last`]),
    )
    .limit(page.limit);
}

const TARGETS_LIMIT = 500;

/** The targets the matching events name, each with the name of its latest event (at most 500, the latest first). */
export async function listAuditTargets(db: Database, filters: SQL[]) {
  const latest = db
    .selectDistinctOn([auditEvents.targetId], {
      id: auditEvents.targetId,
      name: auditEvents.targetName,
      timestamp: auditEvents.timestamp,
    })
    .from(auditEvents)
    .where(and(...filters, sql`${auditEvents.targetId} is not null`))
    .orderBy(asc(auditEvents.targetId), desc(auditEvents.timestamp), desc(auditEvents.seq))
    .as('latest');
  const rows = await db
    .select({ id: latest.id, name: latest.name })
    .from(latest)
    .orderBy(desc(latest.timestamp))
    .limit(TARGETS_LIMIT);
  return rows.flatMap((row) => (row.id ? [{ id: row.id, name: row.name }] : []));
}
