import { useCallback } from 'react';
import type { DeploymentLogLine, LogQuery, ServiceKind } from '../../../../contract';
import { deploymentKeys } from '../../../data/deployments/keys';
import { isInFlight } from '../../../lib/deployments/serviceStates';
import { useServiceStatus } from '../../../lib/deployments/statuses';
import { currentStatusPollInterval } from '../../../lib/deployments/statusPolling';
import { LogViewer } from '../../../ui/logs/LogViewer';
import { LoadingLines, PageState } from '../../../ui/PageState';
import { Box } from '../../../ui/primitives';
import { SectionHeader } from '../../../ui/SectionHeader';
import { getServiceLogPage } from '../api/serviceCalls';
import { usePagedLogView } from '../components/usePagedLogView';
import { toLogEntry } from '../model/format';
import { useServiceParams } from './useServiceParams';

const toLogEntries = (lines: readonly DeploymentLogLine[]) => lines.map((line) => toLogEntry(line));

/** The Logs tab of a service: its build and deploy log lines, following live while a deployment runs. */
export function ServiceLogsPage() {
  const params = useServiceParams();
  if (!params.kind) return null;
  return <ServiceLogs environmentId={params.environmentId} kind={params.kind} serviceId={params.serviceId} />;
}

function ServiceLogs({
  environmentId,
  kind,
  serviceId,
}: {
  environmentId: string;
  kind: ServiceKind;
  serviceId: string;
}) {
  // A change of the service's status refreshes its logs too (lib/deployments/statusChangeRefresh.ts).
  const status = useServiceStatus(environmentId, serviceId);
  const live = status.data ? isInFlight(status.data.state) : false;
  const fetchLogPage = useCallback(
    (query: LogQuery, signal?: AbortSignal) => getServiceLogPage(kind, serviceId, query, signal),
    [kind, serviceId],
  );
  const log = usePagedLogView(
    deploymentKeys.serviceLogPages(serviceId),
    fetchLogPage,
    { live, pollMs: currentStatusPollInterval(true) },
    toLogEntries,
  );
  return (
    <Box component="section" aria-labelledby="service-logs">
      <SectionHeader
        id="service-logs"
        title="Logs"
        description="What the service's latest deployment wrote, oldest first: older lines load as you scroll up. New lines appear as they are written while a deployment runs."
      />
      <PageState
        query={log.latest}
        action="read the logs of this service"
        pending={<LoadingLines lines={8} />}
      >
        {() => (
          <LogViewer
            label="Service log"
            entries={log.entries}
            fileName={`service-${serviceId}-log.txt`}
            emptyText="No log lines yet: they appear once the service is deployed."
            height={{ xs: 440, md: 'calc(100vh - 380px)' }}
            paging={log.paging}
          />
        )}
      </PageState>
    </Box>
  );
}
