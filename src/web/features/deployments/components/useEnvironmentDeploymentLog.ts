import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DeploymentLogLine, EnvironmentDeployment, List } from '../../../../contract';
import { currentStatusPollInterval } from '../../../lib/deployments/statusPolling';
import type { LogEntry } from '../../../ui/logs/logView';
import type { QueryState } from '../../../ui/PageState';
import { deploymentLogsQueryOptions } from '../api/getDeployment';
import { environmentLogQueryOptions } from '../api/getEnvironmentLog';
import { environmentLogEntries, isLive, mergeLogLines } from '../model/environmentHistory';
import { useOnChange } from './useOnChange';

/** Several services' logs as one query state (stable while their results are: TanStack reruns it on change only). */
function combineLogs(results: UseQueryResult<List<DeploymentLogLine>>[]): QueryState<DeploymentLogLine[]> {
  const failed = results.find((result) => result.isError);
  return {
    status: failed ? 'error' : results.some((result) => result.isPending) ? 'pending' : 'success',
    data: mergeLogLines(results.map((result) => result.data?.results ?? [])),
    error: failed?.error,
    refetch: () => results.forEach((result) => void (result.isError && result.refetch())),
  };
}

/**
 * The log of one environment deployment, every service's lines, oldest first. The latest deployment reads the
 * environment's log, followed live while it runs; an earlier one (the environment's log has moved on) puts its
 * services' logs together.
 */
export function useEnvironmentDeploymentLog(
  deployment: EnvironmentDeployment,
  latest: boolean,
): QueryState<LogEntry[]> {
  const live = latest && isLive(deployment);
  const environmentLog = useQuery({
    ...environmentLogQueryOptions(deployment.environment_id),
    enabled: latest,
    refetchInterval: live ? () => currentStatusPollInterval(true) : false,
  });
  // The lines written as it ended arrive after the last poll: ask once more when it settles.
  useOnChange(latest ? String(live) : undefined, () => void environmentLog.refetch());
  // The environment's log is its latest deployment's: keep this one's lines only.
  const latestLines = useMemo(
    () => (environmentLog.data?.results ?? []).filter((line) => line.deployment_request_id === deployment.id),
    [environmentLog.data, deployment.id],
  );

  const servicesLogs = useQueries({
    queries: latest ? [] : deployment.services.map((service) => deploymentLogsQueryOptions(service.id)),
    combine: combineLogs,
  });

  const source: QueryState<DeploymentLogLine[]> = latest
    ? { ...environmentLog, data: latestLines }
    : servicesLogs;
  const lines = source.data;
  const entries = useMemo(() => environmentLogEntries(deployment, lines ?? []), [deployment, lines]);
  return { status: source.status, data: entries, error: source.error, refetch: source.refetch };
}
