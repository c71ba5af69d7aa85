import { queryOptions } from '@tanstack/react-query';
import { deploymentStageEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { currentStatusPollInterval } from '../../../lib/deployments/statusPolling';
import { liveInFlight } from '../model/stageStates';
import { stageKeys } from './keys';

/**
 * Every service status of the environment by stage, with each stage's state in the latest deployment: one request
 * for the whole board, polled fast while anything waits or runs, slowly once settled, not in a hidden tab.
 */
export const liveStagesQueryOptions = (environmentId: string) =>
  queryOptions({
    queryKey: stageKeys.live(environmentId),
    queryFn: ({ signal }) =>
      call(deploymentStageEndpoints.statusesWithStages, { params: { environmentId }, signal }),
    // Boards mounting together share the first answer rather than each asking again.
    staleTime: 1_000,
    refetchInterval: (query) => currentStatusPollInterval(liveInFlight(query.state.data)),
  });
