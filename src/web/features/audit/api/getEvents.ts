import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditEventEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { AuditEventsQueryInput, AuditTargetsQueryInput } from '../model/filters';
import { auditKeys } from './keys';

/** One page of the organization's events, latest first; `query` holds the filters and the page's token. */
export const auditEventsQueryOptions = (organizationId: string, query: AuditEventsQueryInput) =>
  queryOptions({
    queryKey: auditKeys.eventPage(organizationId, query),
    queryFn: ({ signal }) => call(auditEventEndpoints.list, { params: { organizationId }, query, signal }),
    // Another page or filter keeps the rows in view until its answer, so the table does not jump.
    placeholderData: keepPreviousData,
  });

/** The targets the events of a filter name, for the choice of a target. */
export const auditTargetsQueryOptions = (organizationId: string, query: AuditTargetsQueryInput) =>
  queryOptions({
    queryKey: auditKeys.targets(organizationId, query),
    queryFn: ({ signal }) => call(auditEventEndpoints.targets, { params: { organizationId }, query, signal }),
  });
