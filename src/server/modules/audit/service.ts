import {
  type AuditEvent,
  type AuditEventList,
  type AuditEventsQuery,
  type AuditTargetList,
  type AuditTargetsQuery,
  auditFiltersOf,
  encodeAuditCursor,
} from '../../../contract';
import type { Database } from '../../db/database';
import type { Runtime } from '../../runtime';
import { iso } from '../shared/timestamps';
import { environmentConfigurationAt } from './configurationAt';
import { type AuditEventRow, filtersOf, listAuditEventRows, listAuditTargets } from './queries';

const DEFAULT_PAGE_SIZE = 10;

function toEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    timestamp: iso(row.timestamp),
    event_type: row.eventType as AuditEvent['event_type'],
    target_id: row.targetId,
    target_name: row.targetName,
    target_type: row.targetType as AuditEvent['target_type'],
    sub_target_type: row.subTargetType as AuditEvent['sub_target_type'],
    change: row.change === null ? null : JSON.stringify(row.change),
    origin: row.origin as AuditEvent['origin'],
    triggered_by: row.triggeredBy,
    project_id: row.projectId,
    project_name: row.projectName,
    environment_id: row.environmentId,
    environment_name: row.environmentName,
    user_agent: null,
    original_change: null,
  };
}

const cursorOf = (row: AuditEventRow) => encodeAuditCursor({ timestamp: iso(row.timestamp), seq: row.seq });

const PAGE_TOKENS = new Set(['continue-token', 'continueToken', 'step-back-token', 'stepBackToken']);

/** The address of another page: the same filters, with the token to page from. */
function linkTo(path: string, query: AuditEventsQuery, token: { name: string; value: string }): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || PAGE_TOKENS.has(name)) continue;
    params.set(name, String(value));
  }
  params.set(token.name, token.value);
  return `${path}?${params.toString()}`;
}

/**
 * A page of the organization's events, latest first: `continue-token` pages to older events, `step-back-token` to
 * newer ones. One more row than the page is read to know whether a page lies beyond.
 */
export async function listEvents(
  db: Database,
  organizationId: string,
  query: AuditEventsQuery,
): Promise<AuditEventList> {
  const size = query['page-size'] ?? query.pageSize ?? DEFAULT_PAGE_SIZE;
  const filters = filtersOf(organizationId, auditFiltersOf(query));
  const after = query['step-back-token'] ?? query.stepBackToken;
  const before = after ? undefined : (query['continue-token'] ?? query.continueToken);
  const read = await listAuditEventRows(db, filters, { limit: size + 1, before, after });
  const beyond = read.length > size;
  const rows = after ? read.slice(0, size).reverse() : read.slice(0, size);
  const path = `/organization/${organizationId}/events`;
  const first = rows[0];
  const last = rows.at(-1);
  const hasOlder = after ? rows.length > 0 : beyond;
  const hasNewer = after ? beyond : before !== undefined;
  return {
    links: {
      ...(hasNewer && first
        ? { previous: linkTo(path, query, { name: 'step-back-token', value: cursorOf(first) }) }
        : {}),
      ...(hasOlder && last
        ? { next: linkTo(path, query, { name: 'continue-token', value: cursorOf(last) }) }
        : {}),
    },
    organization_max_limit_reached: false,
    events: rows.map(toEvent),
  };
}

export async function listTargets(
  db: Database,
  organizationId: string,
  query: AuditTargetsQuery,
): Promise<AuditTargetList> {
  return { targets: await listAuditTargets(db, filtersOf(organizationId, auditFiltersOf(query))) };
}

export function createAuditLog(db: Database, runtime: Runtime) {
  return {
    configurationAt: (environmentId: string, timestamp: string) =>
      environmentConfigurationAt(db, runtime, environmentId, timestamp),
    events: (organizationId: string, query: AuditEventsQuery) => listEvents(db, organizationId, query),
    targets: (organizationId: string, query: AuditTargetsQuery) => listTargets(db, organizationId, query),
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
