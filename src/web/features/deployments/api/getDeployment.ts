import { queryOptions } from '@tanstack/react-query';
import { deploymentEndpoints, type LogQuery } from '../../../../contract';
import { deploymentKeys } from '../../../data/deployments/keys';
import { call } from '../../../lib/api/client';
import { isInFlight } from '../../../lib/deployments/serviceStates';
import { currentStatusPollInterval } from '../../../lib/deployments/statusPolling';

/** A whole deployment's log fits: the API keeps at most this many lines per request. */
export const DEPLOYMENT_LOG_TAIL = 100_000;

/** One service deployment with its steps; followed live (as fast as statuses) until it settles. */
export const deploymentQueryOptions = (deploymentId: string) =>
  queryOptions({
    queryKey: deploymentKeys.deployment(deploymentId),
    queryFn: ({ signal }) => call(deploymentEndpoints.get, { params: { deploymentId }, signal }),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state && isInFlight(state) ? currentStatusPollInterval(true) : false;
    },
  });

/** A deployment's log lines; the caller polls them while the deployment runs. */
export const deploymentLogsQueryOptions = (deploymentId: string) =>
  queryOptions({
    queryKey: deploymentKeys.deploymentLogs(deploymentId),
    queryFn: ({ signal }) =>
      call(deploymentEndpoints.logs, {
        params: { deploymentId },
        query: { tail: DEPLOYMENT_LOG_TAIL },
        signal,
      }),
  });

/** A part of a deployment's log (see the API's log pages). */
export const getDeploymentLogPage = (deploymentId: string, query: LogQuery, signal?: AbortSignal) =>
  call(deploymentEndpoints.logs, { params: { deploymentId }, query, signal });
