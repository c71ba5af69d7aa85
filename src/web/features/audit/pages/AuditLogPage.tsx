import HistoryIcon from '@mui/icons-material/History';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRouteParam } from '../../../lib/routeParams';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { SectionHeader } from '../../../ui/SectionHeader';
import { Stack } from '../../../ui/primitives';
import { auditEventsQueryOptions, auditTargetsQueryOptions } from '../api/getEvents';
import { AuditEventsTable } from '../components/AuditEventsTable';
import { AuditFilterBar } from '../components/AuditFilterBar';
import { AuditPager } from '../components/AuditPager';
import { ExportButtons } from '../components/ExportButtons';
import { PlaceFilterChips } from '../components/PlaceFilterChips';
import {
  CONTINUE_TOKEN,
  filterQueryOf,
  filtersFromSearch,
  pageTokenOf,
  STEP_BACK_TOKEN,
  targetsQueryOf,
  tokenOfLink,
  withFilter,
  withoutFilters,
  withPageToken,
  withRange,
} from '../model/filters';

const RECORDED =
  'Every change to the organization is recorded here as it is made, through the console, the API or the platform itself: creations, edits and deletions, deployments, stops and restarts, locks, members, roles and tokens, and refused sign-ins. Secret values never are.';

/** Organization settings > Audit log: who changed what, latest first, filtered by the address's query string. */
export function AuditLogPage() {
  const organizationId = useRouteParam('organizationId');
  const [search, setSearch] = useSearchParams();
  // A preset reaches back from when it was chosen (or the page opened), so its query stays put meanwhile.
  const [now, setNow] = useState(() => Date.now());
  const filters = filtersFromSearch(search);
  const filterQuery = filterQueryOf(filters, now);
  const events = useQuery(
    auditEventsQueryOptions(organizationId, { ...filterQuery, ...pageTokenOf(search) }),
  );
  const targets = useQuery(auditTargetsQueryOptions(organizationId, targetsQueryOf(filterQuery)));

  const page = events.data;
  const olderToken = tokenOfLink(page?.links.next, CONTINUE_TOKEN);
  const newerToken = tokenOfLink(page?.links.previous, STEP_BACK_TOKEN);
  const anyFilter = Object.keys(filterQuery).length > 0;
  const firstPage = Object.keys(pageTokenOf(search)).length === 0;
  const named = page?.events.find((event) => event.target_id === filters.targetId);

  return (
    <section aria-labelledby="audit-log-title">
      <SectionHeader
        id="audit-log-title"
        title="Audit log"
        description="Who changed what in the organization, and when: open an event to see each field before and after."
        actions={<ExportButtons organizationId={organizationId} filterQuery={filterQuery} />}
      />
      {events.isError ? (
        <ErrorState error={events.error} action="view the audit log" onRetry={() => void events.refetch()} />
      ) : (
        <Stack spacing={1.5}>
          <AuditEventsTable
            organizationId={organizationId}
            label="Audit events"
            events={page?.events}
            toolbar={
              <>
                <AuditFilterBar
                  filters={filters}
                  targets={targets.data?.targets}
                  targetName={named?.target_name}
                  onFilter={(name, value) => setSearch(withFilter(search, name, value))}
                  onRange={(range) => {
                    setNow(Date.now());
                    setSearch(withRange(search, range));
                  }}
                  onClear={() => setSearch(withoutFilters())}
                />
                <PlaceFilterChips
                  filters={filters}
                  events={page?.events ?? []}
                  onRemove={(name) => setSearch(withFilter(search, name, undefined))}
                />
              </>
            }
            empty={
              anyFilter || !firstPage ? undefined : (
                <EmptyState icon={<HistoryIcon />} title="Nothing recorded yet" description={RECORDED} />
              )
            }
            noRowsText={
              firstPage
                ? 'No event matches these filters. Widen the time range or clear a filter.'
                : 'No events on this page: they may have been pruned. Go back to the latest.'
            }
          />
          {page && (olderToken || newerToken) ? (
            <AuditPager
              busy={events.isPlaceholderData}
              onNewer={
                newerToken ? () => setSearch(withPageToken(search, STEP_BACK_TOKEN, newerToken)) : undefined
              }
              onOlder={
                olderToken ? () => setSearch(withPageToken(search, CONTINUE_TOKEN, olderToken)) : undefined
              }
            />
          ) : null}
        </Stack>
      )}
    </section>
  );
}
