import { queryOptions } from '@tanstack/react-query';
import { deploymentStageEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { shareEnvironmentStatuses } from '../../../lib/deployments/statuses';
import { currentStatusPollInterval } from '../../../lib/deployments/statusPolling';
import { liveInFlight } from '../model/stageStates';
import { stageKeys } from './keys';

/**
 * Every service status of the environment by stage, with each stage's state in the latest deployment: one request
 * for the whole board, polled fast while anything waits or runs, slowly once settled, not in a hidden tab, and
 * refreshed by the change feed. Its statuses are the environment's for every other view too.
 */
export const liveStagesQueryOptions = (environmentId: string) =>
  queryOptions({
    queryKey: stageKeys.live(environmentId),
    queryFn: async ({ client, signal }) => {
      const answer = await call(deploymentStageEndpoints.statusesWithStages, {
        params: { environmentId },
        signal,
      });
      shareEnvironmentStatuses(client, environmentId, answer);
      return answer;
    },
    // Boards mounting together share the first answer rather than each asking again.
    staleTime: 1_000,
    refetchInterval: (query) => currentStatusPollInterval(liveInFlight(query.state.data)),
  });
