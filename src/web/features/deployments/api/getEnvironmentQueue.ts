import { queryOptions } from '@tanstack/react-query';
import { environmentDeploymentEndpoints } from '../../../../contract';
import { deploymentKeys } from '../../../data/deployments/keys';
import { call } from '../../../lib/api/client';
import { currentStatusPollInterval } from '../../../lib/deployments/statusPolling';
import { waitingRequests } from '../model/queue';

/**
 * The environment's running and waiting requests, in order. The page refetches it when the environment's shared
 * statuses change (they poll fast while anything is in flight); while requests wait it also checks on its own at
 * the settled pace, paused in a hidden tab, in case two changes cancel out between two status answers.
 */
export const environmentQueueQueryOptions = (environmentId: string) =>
  queryOptions({
    queryKey: deploymentKeys.environmentQueue(environmentId),
    queryFn: ({ signal }) =>
      call(environmentDeploymentEndpoints.queue, { params: { environmentId }, signal }),
    refetchInterval: (query) =>
      query.state.data && waitingRequests(query.state.data.results).length > 0
        ? currentStatusPollInterval(false)
        : false,
  });
