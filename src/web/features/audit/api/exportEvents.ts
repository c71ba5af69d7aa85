import { auditEventEndpoints, MAX_PAGE_SIZE, type AuditEvent } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { CONTINUE_TOKEN, tokenOfLink, type AuditEventsQueryInput } from '../model/filters';

/** The most events one export gathers: past it the file says it was cut, and a narrower filter gets the rest. */
export const EXPORT_CAP = 10_000;

export interface ExportedEvents {
  events: AuditEvent[];
  /** More events matched than the cap let in. */
  capped: boolean;
}

/**
 * Every event of a filter, latest first, read page by page along the answers' `next` links up to `EXPORT_CAP`;
 * `onProgress` hears the count after each page.
 */
export async function exportAuditEvents(
  organizationId: string,
  filterQuery: AuditEventsQueryInput,
  { onProgress, signal }: { onProgress: (count: number) => void; signal?: AbortSignal },
): Promise<ExportedEvents> {
  const events: AuditEvent[] = [];
  let token: string | undefined;
  for (;;) {
    const page = await call(auditEventEndpoints.list, {
      params: { organizationId },
      query: {
        ...filterQuery,
        'page-size': Math.min(MAX_PAGE_SIZE, EXPORT_CAP - events.length),
        ...(token ? { [CONTINUE_TOKEN]: token } : {}),
      },
      signal,
    });
    events.push(...page.events);
    onProgress(events.length);
    token = tokenOfLink(page.links.next, CONTINUE_TOKEN);
    if (!token) return { events, capped: false };
    if (events.length >= EXPORT_CAP) return { events, capped: true };
  }
}
