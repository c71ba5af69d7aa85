import type { AuditEventsQueryInput, AuditTargetsQueryInput } from '../model/filters';

/** Cache keys of the audit log: a page of events by its query, and the targets its filters name. */
export const auditKeys = {
  all: ['audit'] as const,
  events: (organizationId: string) => [...auditKeys.all, 'events', organizationId] as const,
  eventPage: (organizationId: string, query: AuditEventsQueryInput) =>
    [...auditKeys.events(organizationId), query] as const,
  targets: (organizationId: string, query: AuditTargetsQueryInput) =>
    [...auditKeys.all, 'targets', organizationId, query] as const,
};
