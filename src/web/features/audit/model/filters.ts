import {
  type auditEventEndpoints,
  auditEventType,
  auditTargetType,
  deploymentOrigin,
  type AuditEventType,
  type AuditTargetType,
  type DeploymentOrigin,
  type QueryOf,
} from '../../../../contract';

const HOUR_MS = 3_600_000;

/** The time range presets, each reaching back from now. */
export const rangePresets = {
  '1h': { label: 'Last hour', ms: HOUR_MS },
  '24h': { label: 'Last 24 hours', ms: 24 * HOUR_MS },
  '7d': { label: 'Last 7 days', ms: 7 * 24 * HOUR_MS },
  '30d': { label: 'Last 30 days', ms: 30 * 24 * HOUR_MS },
} as const;
export type RangePreset = keyof typeof rangePresets;
export type Range = RangePreset | 'custom' | 'all';

/** The log's filters as the address holds them: under the API's own parameter names, besides `range`. */
export interface AuditLogFilters {
  range: Range;
  /** ISO instants of a custom range. */
  from?: string;
  to?: string;
  eventType?: AuditEventType;
  targetType?: AuditTargetType;
  targetId?: string;
  triggeredBy?: string;
  origin?: DeploymentOrigin;
  projectId?: string;
  environmentId?: string;
}

/** The address's names of each filter, the API's own. */
export const filterParams = {
  from: 'from-timestamp',
  to: 'to-timestamp',
  eventType: 'event-type',
  targetType: 'target-type',
  targetId: 'target-id',
  triggeredBy: 'triggered-by',
  origin: 'origin',
  projectId: 'project-id',
  environmentId: 'environment-id',
} as const satisfies Record<Exclude<keyof AuditLogFilters, 'range'>, string>;
export type FilterName = keyof typeof filterParams;

export const CONTINUE_TOKEN = 'continue-token';
export const STEP_BACK_TOKEN = 'step-back-token';
const RANGE = 'range';

function oneOf<V extends string>(values: readonly V[], value: string | null): V | undefined {
  return values.find((candidate) => candidate === value);
}

const text = (value: string | null) => value?.trim() || undefined;
const instant = (value: string | null) => (value && !Number.isNaN(Date.parse(value)) ? value : undefined);

/** The filters an address names; what it names wrongly is left out rather than sent to be refused. */
export function filtersFromSearch(search: URLSearchParams): AuditLogFilters {
  const from = instant(search.get(filterParams.from));
  const to = instant(search.get(filterParams.to));
  const preset = oneOf(['1h', '24h', '7d', '30d', 'custom'] as const, search.get(RANGE));
  return {
    range: preset ?? (from || to ? 'custom' : 'all'),
    ...(preset === undefined || preset === 'custom' ? { from, to } : {}),
    eventType: oneOf(auditEventType.options, search.get(filterParams.eventType)),
    targetType: oneOf(auditTargetType.options, search.get(filterParams.targetType)),
    targetId: text(search.get(filterParams.targetId)),
    triggeredBy: text(search.get(filterParams.triggeredBy)),
    origin: oneOf(deploymentOrigin.options, search.get(filterParams.origin)),
    projectId: text(search.get(filterParams.projectId)),
    environmentId: text(search.get(filterParams.environmentId)),
  };
}

/** The address with one filter changed (or dropped when empty); any page token goes, as it was the old filter's. */
export function withFilter(search: URLSearchParams, name: FilterName, value: string | undefined) {
  const next = new URLSearchParams(search);
  next.delete(CONTINUE_TOKEN);
  next.delete(STEP_BACK_TOKEN);
  if (value) next.set(filterParams[name], value);
  else next.delete(filterParams[name]);
  // A target belongs to one kind: another kind leaves it out.
  if (name === 'targetType') next.delete(filterParams.targetId);
  return next;
}

/** The address with another time range: a preset drops the custom instants. */
export function withRange(search: URLSearchParams, range: Range) {
  const next = new URLSearchParams(search);
  for (const name of [CONTINUE_TOKEN, STEP_BACK_TOKEN, RANGE]) next.delete(name);
  if (range !== 'custom') {
    next.delete(filterParams.from);
    next.delete(filterParams.to);
  }
  if (range !== 'all') next.set(RANGE, range);
  return next;
}

/** The address with every filter dropped. */
export const withoutFilters = () => new URLSearchParams();

const MINUTE_MS = 60_000;

export type AuditEventsQueryInput = QueryOf<typeof auditEventEndpoints.list>;
export type AuditTargetsQueryInput = QueryOf<typeof auditEventEndpoints.targets>;

/**
 * The API's query for the filters: a preset reaches back from `now`, taken to the minute so that the query (and its
 * cache entry) stays the same while the page is looked at; events after it are in, as no end is sent.
 */
export function filterQueryOf(filters: AuditLogFilters, now: number): AuditEventsQueryInput {
  const { range } = filters;
  const preset = range === 'custom' || range === 'all' ? undefined : rangePresets[range];
  const since = preset ? Math.floor(now / MINUTE_MS) * MINUTE_MS - preset.ms : undefined;
  return definedOnly({
    'from-timestamp': since === undefined ? filters.from : new Date(since).toISOString(),
    'to-timestamp': preset ? undefined : filters.to,
    'event-type': filters.eventType,
    'target-type': filters.targetType,
    'target-id': filters.targetId,
    'triggered-by': filters.triggeredBy,
    origin: filters.origin,
    'project-id': filters.projectId,
    'environment-id': filters.environmentId,
  });
}

/** The targets' query of the same filters, but for the target and the event type: the choices of a target. */
export function targetsQueryOf(query: AuditEventsQueryInput): AuditTargetsQueryInput {
  return definedOnly({
    'from-timestamp': query['from-timestamp'],
    'to-timestamp': query['to-timestamp'],
    'target-type': query['target-type'],
    'triggered-by': query['triggered-by'],
    origin: query.origin,
    'project-id': query['project-id'],
    'environment-id': query['environment-id'],
  });
}

/** The object without its undefined fields, so that equal filters make equal cache keys and addresses. */
function definedOnly<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/** Which page the address names: a token of the API's links, toward older or newer events. */
export function pageTokenOf(
  search: URLSearchParams,
): Pick<AuditEventsQueryInput, typeof CONTINUE_TOKEN | typeof STEP_BACK_TOKEN> {
  const older = search.get(CONTINUE_TOKEN);
  const newer = search.get(STEP_BACK_TOKEN);
  if (older) return { [CONTINUE_TOKEN]: older };
  if (newer) return { [STEP_BACK_TOKEN]: newer };
  return {};
}

/** The token a link of the API's answer carries (its address's query), if any. */
export function tokenOfLink(link: string | undefined, name: string): string | undefined {
  if (!link) return undefined;
  const query = link.includes('?') ? link.slice(link.indexOf('?') + 1) : '';
  return new URLSearchParams(query).get(name) ?? undefined;
}

/** The address of the page a token leads to, with the filters kept. */
export function withPageToken(search: URLSearchParams, name: string, token: string) {
  const next = new URLSearchParams(search);
  next.delete(CONTINUE_TOKEN);
  next.delete(STEP_BACK_TOKEN);
  next.set(name, token);
  return next;
}
