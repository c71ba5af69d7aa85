import { and, asc, count, desc, eq, getTableColumns, gt, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { deploymentLogs } from '../../db/schema';
import type { LogFilter, LogPage, LogPageRequest } from '../store';
import { logOf } from './rows';

const { at, written } = deploymentLogs;
type Place = { at: Date; written: number };

/** Lines placed before a line: an earlier time, or the same time and written before it. */
const placedBefore = (place: Place) =>
  or(lt(at, place.at), and(eq(at, place.at), lt(written, place.written)));

/** The SQL store's `pageLogs`: a part of a log read by its indexes, never the whole log. */
export async function pageLogsFrom(
  db: Database,
  filter: LogFilter,
  request: LogPageRequest,
): Promise<LogPage | null> {
  const owner =
    'deploymentId' in filter
      ? eq(deploymentLogs.deploymentId, filter.deploymentId)
      : eq(deploymentLogs.requestId, filter.requestId);
  const [newest] = await db
    .select({ id: deploymentLogs.id, written })
    .from(deploymentLogs)
    .where(owner)
    .orderBy(desc(written))
    .limit(1);
  const empty: LogPage = {
    lines: [],
    total: 0,
    firstPosition: 0,
    hasOlder: false,
    lastWrittenId: null,
    matchCount: 0,
    matchPositions: [],
  };
  const cursorKind = request.kind === 'before' || request.kind === 'after';
  if (!newest) return cursorKind ? null : empty;

  // Every figure is read as of the newest line: lines written meanwhile wait for the follower's next `after`.
  const asOf = and(owner, lte(written, newest.written));
  const countWhere = async (condition: SQL | undefined) =>
    (await db.select({ lines: count() }).from(deploymentLogs).where(and(asOf, condition)))[0]?.lines ?? 0;
  const base = { ...empty, total: await countWhere(undefined), lastWrittenId: newest.id };

  const placeOf = async (lineId: string) =>
    (
      await db
        .select({ at, written })
        .from(deploymentLogs)
        .where(and(asOf, eq(deploymentLogs.id, lineId)))
    )[0] ?? null;

  const linesBefore = async (place: Place | null, end: number) => {
    const rows = await db
      .select()
      .from(deploymentLogs)
      .where(and(asOf, place ? placedBefore(place) : undefined))
      .orderBy(desc(at), desc(written))
      .limit(request.limit + 1);
    const kept = rows.slice(0, request.limit).reverse();
    return {
      ...base,
      lines: kept.map(logOf),
      firstPosition: end - kept.length,
      hasOlder: rows.length > request.limit,
    };
  };

  switch (request.kind) {
    case 'latest':
      return linesBefore(null, base.total);
    case 'before': {
      const place = await placeOf(request.lineId);
      return place ? linesBefore(place, await countWhere(placedBefore(place))) : null;
    }
    case 'after': {
      const place = await placeOf(request.lineId);
      if (!place) return null;
      const rows = await db
        .select()
        .from(deploymentLogs)
        .where(and(asOf, gt(written, place.written)))
        .orderBy(asc(written))
        .limit(request.limit);
      const lastWritten = rows.length === request.limit ? rows.at(-1) : newest;
      rows.sort((a, b) => a.at.getTime() - b.at.getTime() || a.written - b.written);
      return { ...base, lines: rows.map(logOf), lastWrittenId: lastWritten?.id ?? null };
    }
    case 'search': {
      const ordered = db
        .select({
          ...getTableColumns(deploymentLogs),
          position: sql<number>`(row_number() over (order by ${at}, ${written}) - 1)::int`.as('position'),
        })
        .from(deploymentLogs)
        .where(asOf)
        .as('ordered');
      const holds = sql`strpos(lower(${ordered.message}), lower(${request.text})) > 0`;
      const [rows, matches] = await Promise.all([
        db.select().from(ordered).where(holds).orderBy(asc(ordered.position)).limit(request.limit),
        db.select({ lines: count() }).from(ordered).where(holds),
      ]);
      return {
        ...base,
        lines: rows.map(({ position: _position, ...row }) => logOf(row)),
        matchCount: matches[0]?.lines ?? 0,
        matchPositions: rows.map((row) => row.position),
      };
    }
  }
}
