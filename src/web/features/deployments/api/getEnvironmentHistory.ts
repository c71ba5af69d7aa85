import { queryOptions } from '@tanstack/react-query';
import { environmentDeploymentEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { currentStatusPollInterval } from '../../../lib/deployments/statusPolling';
import { deploymentKeys } from './keys';

/**
 * An environment's latest deployments with their stages and services, newest first; refreshed as fast as statuses
 * while the latest one is queued or running.
 */
export const environmentHistoryQueryOptions = (environmentId: string, pageSize: number) =>
  queryOptions({
    queryKey: deploymentKeys.environmentHistory(environmentId, pageSize),
    queryFn: ({ signal }) =>
      call(environmentDeploymentEndpoints.history, {
        params: { environmentId },
        query: { page_size: pageSize },
        signal,
      }),
    refetchInterval: (query) => {
      const latest = query.state.data?.results[0];
      const running = latest?.status === 'QUEUED' || latest?.status === 'RUNNING';
      return running ? currentStatusPollInterval(true) : false;
    },
  });
