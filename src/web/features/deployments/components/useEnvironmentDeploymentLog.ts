import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DeploymentLogLine, DeploymentLogList, EnvironmentDeployment } from '../../../../contract';
import { currentStatusPollInterval } from '../../../lib/deployments/statusPolling';
import type { LogEntry } from '../../../ui/logs/logView';
import type { QueryState } from '../../../ui/PageState';
import { deploymentLogsQueryOptions } from '../api/getDeployment';
import { environmentLogQueryOptions } from '../api/getEnvironmentLog';
import { environmentLogEntries, isLive, mergeLogLines } from '../model/environmentHistory';
import { type RemovedServiceLogs, removedServiceLogs } from '../model/logRetention';
import { useOnChange } from './useOnChange';

/** An environment deployment's log: its lines, and the services whose lines the retention removed. */
export interface EnvironmentDeploymentLog {
  entries: LogEntry[];
  removed: RemovedServiceLogs | null;
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
 * The log of one environment deployment, every service's lines, oldest first. The latest deployment reads the
 * environment's log, followed live while it runs; an earlier one (the environment's log has moved on) puts its
 * services' logs together, and tells which of them the retention removed.
 */
export function useEnvironmentDeploymentLog(
  deployment: EnvironmentDeployment,
  latest: boolean,
): QueryState<EnvironmentDeploymentLog> {
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
    : { ...servicesLogs, data: servicesLogs.data?.lines };
  const lines = source.data;
  const answers = latest ? undefined : servicesLogs.data?.answers;
  const log = useMemo(
    () => ({
      entries: environmentLogEntries(deployment, lines ?? []),
      removed: answers ? removedServiceLogs(deployment, answers) : null,
    }),
    [deployment, lines, answers],
  );
  return { status: source.status, data: log, error: source.error, refetch: source.refetch };
}
