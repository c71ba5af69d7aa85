import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ServiceKind } from '../../../../contract';
import { isInFlight } from '../../../lib/deployments/serviceStates';
import { useServiceStatus } from '../../../lib/deployments/statuses';
import { currentStatusPollInterval } from '../../../lib/deployments/statusPolling';
import { InlineSelect } from '../../../ui/InlineSelect';
import { LogViewer } from '../../../ui/logs/LogViewer';
import { LoadingLines, PageState } from '../../../ui/PageState';
import { Box } from '../../../ui/primitives';
import { SectionHeader } from '../../../ui/SectionHeader';
import { serviceLogsQueryOptions } from '../api/getServiceLogs';
import { toLogEntry } from '../model/format';
import { useServiceParams } from './useServiceParams';

const tailOptions = [
  { value: 1_000, label: '1,000 lines' },
  { value: 10_000, label: '10,000 lines' },
  { value: 100_000, label: '100,000 lines' },
] as const;
type Tail = (typeof tailOptions)[number]['value'];

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
  const [tail, setTail] = useState<Tail>(1_000);
  // A change of the service's status refreshes its logs too (lib/deployments/statusChangeRefresh.ts).
  const status = useServiceStatus(environmentId, serviceId);
  const inFlight = status.data ? isInFlight(status.data.state) : false;
  const logs = useQuery({
    ...serviceLogsQueryOptions(kind, serviceId, tail),
    refetchInterval: inFlight ? () => currentStatusPollInterval(true) : false,
  });
  const entries = useMemo(() => (logs.data?.results ?? []).map((line) => toLogEntry(line)), [logs.data]);
  return (
    <Box component="section" aria-labelledby="service-logs">
      <SectionHeader
        id="service-logs"
        title="Logs"
        description="What the service's deployments wrote, oldest first. New lines appear as they are written while a deployment runs."
      />
      <PageState query={logs} action="read the logs of this service" pending={<LoadingLines lines={8} />}>
        {() => (
          <LogViewer
            label="Service log"
            entries={entries}
            fileName={`service-${serviceId}-log.txt`}
            emptyText="No log lines yet: they appear once the service is deployed."
            height={{ xs: 440, md: 'calc(100vh - 380px)' }}
            toolbar={
              <InlineSelect label="Show the last" value={tail} options={tailOptions} onChange={setTail} />
            }
          />
        )}
      </PageState>
    </Box>
  );
}
