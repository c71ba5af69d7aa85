import HistoryIcon from '@mui/icons-material/History';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../lib/paths';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { ButtonLink } from '../../../ui/links';
import { SectionHeader } from '../../../ui/SectionHeader';
import { auditEventsQueryOptions } from '../api/getEvents';
import type { AuditEventsQueryInput } from '../model/filters';
import { AuditEventsTable } from './AuditEventsTable';

export const RECENT_ACTIVITY_SIZE = 10;

/** The latest events of one record (`filter`: its id as the log's filter), with a way to the whole log of it. */
export function RecentActivity({
  organizationId,
  filter,
  about,
  showPlace,
}: {
  organizationId: string;
  filter: Pick<AuditEventsQueryInput, 'project-id' | 'environment-id' | 'target-id'>;
  /** "this project": what the events are about, in words. */
  about: string;
  showPlace?: boolean;
}) {
  const events = useQuery(
    auditEventsQueryOptions(organizationId, { ...filter, 'page-size': RECENT_ACTIVITY_SIZE }),
  );
  const fullLog = paths.auditLog(
    organizationId,
    Object.fromEntries(
      Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
    ),
  );
  return (
    <section aria-labelledby="recent-activity-title">
      <SectionHeader
        id="recent-activity-title"
        title="Recent activity"
        description={`The latest changes to ${about}, from the organization's audit log.`}
        actions={
          <ButtonLink to={fullLog} variant="outlined" size="small" startIcon={<HistoryIcon />}>
            Open in the audit log
          </ButtonLink>
        }
      />
      {events.isError ? (
        <ErrorState
          error={events.error}
          action={`view the activity of ${about}`}
          onRetry={() => void events.refetch()}
        />
      ) : (
        <AuditEventsTable
          organizationId={organizationId}
          label="Recent activity"
          events={events.data?.events}
          showPlace={showPlace}
          empty={
            <EmptyState
              icon={<HistoryIcon />}
              title="No activity yet"
              description={`Changes to ${about} (edits, deployments, variables and their deletion) show here as they are made.`}
              level={3}
            />
          }
        />
      )}
    </section>
  );
}
