import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type {
  DeploymentLogLine,
  DeploymentLogList,
  EnvironmentDeployment,
  LogQuery,
} from '../../../../contract';
import { deploymentKeys } from '../../../data/deployments/keys';
import { currentStatusPollInterval } from '../../../lib/deployments/statusPolling';
import type { LogPaging } from '../../../ui/logs/LogViewer';
import type { LogEntry } from '../../../ui/logs/logView';
import type { QueryState } from '../../../ui/PageState';
import { deploymentLogsQueryOptions } from '../api/getDeployment';
import { getEnvironmentLogPage } from '../api/getEnvironmentLog';
import { environmentLogEntries, isLive, mergeLogLines } from '../model/environmentHistory';
import { type RemovedServiceLogs, removedServiceLogs } from '../model/logRetention';
import { usePagedLogView } from './usePagedLogView';

/** An environment deployment's log: its lines, and the services whose lines the retention removed. */
export interface EnvironmentDeploymentLog {
  entries: LogEntry[];
  removed: RemovedServiceLogs | null;
}

/**
 * The log of the environment's latest deployment, read page by page from the environment's log: its latest lines
 * first, older ones as the person scrolls up, followed live while it runs.
 */
export function useLatestEnvironmentLog(deployment: EnvironmentDeployment): {
  log: QueryState<EnvironmentDeploymentLog>;
  paging: LogPaging;
} {
  const environmentId = deployment.environment_id;
  const fetchLogPage = useCallback(
    (query: LogQuery, signal?: AbortSignal) => getEnvironmentLogPage(environmentId, query, signal),
    [environmentId],
  );
  // The environment's log is its latest deployment's: keep this one's lines only.
  const toEntries = useCallback(
    (lines: readonly DeploymentLogLine[]) =>
      environmentLogEntries(
        deployment,
        lines.filter((line) => line.deployment_request_id === deployment.id),
      ),
    [deployment],
  );
  const paged = usePagedLogView(
    deploymentKeys.environmentLogPages(environmentId),
    fetchLogPage,
    { live: isLive(deployment), pollMs: currentStatusPollInterval(true) },
    toEntries,
  );
  const { latest, entries } = paged;
  const data = useMemo(() => ({ entries, removed: null }), [entries]);
  return {
    log: { status: latest.status, data, error: latest.error, refetch: latest.refetch },
    paging: paged.paging,
  };
}

interface ServicesLogs {
  lines: DeploymentLogLine[];
  /** Each service's answer, in the order of the deployment's services. */
  answers: (DeploymentLogList | undefined)[];
}

/** Several services' logs as one query state (stable while their results are: TanStack reruns it on change only). */
function combineLogs(results: UseQueryResult<DeploymentLogList>[]): QueryState<ServicesLogs> {
  const failed = results.find((result) => result.isError);
  const answers = results.map((result) => result.data);
  return {
    status: failed ? 'error' : results.some((result) => result.isPending) ? 'pending' : 'success',
    data: { lines: mergeLogLines(answers.map((answer) => answer?.results ?? [])), answers },
    error: failed?.error,
    refetch: () => results.forEach((result) => void (result.isError && result.refetch())),
  };
}

/**
 * The log of an earlier environment deployment (the environment's log has moved on): its services' logs put
 * together, oldest line first, telling which of them the retention removed.
 */
export function useEarlierEnvironmentLog(
  deployment: EnvironmentDeployment,
): QueryState<EnvironmentDeploymentLog> {
  const servicesLogs = useQueries({
    queries: deployment.services.map((service) => deploymentLogsQueryOptions(service.id)),
    combine: combineLogs,
  });
  const lines = servicesLogs.data?.lines;
  const answers = servicesLogs.data?.answers;
  const log = useMemo(
    () => ({
      entries: environmentLogEntries(deployment, lines ?? []),
      removed: answers ? removedServiceLogs(deployment, answers) : null,
    }),
    [deployment, lines, answers],
  );
  return { status: servicesLogs.status, data: log, error: servicesLogs.error, refetch: servicesLogs.refetch };
}
