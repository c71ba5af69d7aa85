import { queryOptions } from '@tanstack/react-query';
import type { ServiceKind } from '../../../../contract';
import { deploymentKeys } from '../../../data/deployments/keys';
import { isInFlight } from '../../../lib/deployments/serviceStates';
import { currentStatusPollInterval } from '../../../lib/deployments/statusPolling';
import { getServiceHistory } from './serviceCalls';

export const SERVICE_HISTORY_PAGE_SIZE = 50;

/** A service's latest deployments, newest first; refreshed as fast as statuses while one of them runs. */
export const serviceHistoryQueryOptions = (kind: ServiceKind, serviceId: string) =>
  queryOptions({
    queryKey: deploymentKeys.serviceHistory(serviceId),
    queryFn: ({ signal }) => getServiceHistory(kind, serviceId, SERVICE_HISTORY_PAGE_SIZE, signal),
    refetchInterval: (query) =>
      query.state.data?.results.some((deployment) => isInFlight(deployment.state))
        ? currentStatusPollInterval(true)
        : false,
  });
