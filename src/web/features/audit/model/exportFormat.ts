import type { AuditEvent } from '../../../../contract';

/** The CSV's columns, the API's field names, in the order of its answer. */
const csvColumns = [
  'id',
  'timestamp',
  'event_type',
  'target_type',
  'sub_target_type',
  'target_id',
  'target_name',
  'triggered_by',
  'origin',
  'project_id',
  'project_name',
  'environment_id',
  'environment_name',
  'change',
] as const satisfies readonly (keyof AuditEvent)[];

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes doubled. */
function csvField(value: string | null): string {
  if (value === null) return '';
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The events as CSV, a header line first; `change` keeps the API's JSON diff as one field. */
export function eventsAsCsv(events: readonly AuditEvent[]): string {
  const lines = [csvColumns.join(',')];
  for (const event of events) lines.push(csvColumns.map((column) => csvField(event[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The events as JSON, as the API answers them, with the filter they match and whether the cap cut them. */
export function eventsAsJson(
  events: readonly AuditEvent[],
  about: { filters: Record<string, unknown>; capped: boolean; exportedAt: string },
): string {
  return `${JSON.stringify(
    { exported_at: about.exportedAt, filters: about.filters, capped: about.capped, events },
    null,
    2,
  )}\n`;
}

/** The file's name: the organization's log and the moment, e.g. `audit-log-2025-05-01T10-00-00Z.csv`. */
export function exportFileName(exportedAt: string, format: 'csv' | 'json'): string {
  return `audit-log-${exportedAt.replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')}.${format}`;
}
