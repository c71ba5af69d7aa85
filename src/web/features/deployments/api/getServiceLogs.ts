import { queryOptions } from '@tanstack/react-query';
import type { ServiceKind } from '../../../../contract';
import { deploymentKeys } from './keys';
import { getServiceLogs } from './serviceCalls';

/** The last `tail` log lines of a service, oldest first. The caller polls while the service is in flight. */
export const serviceLogsQueryOptions = (kind: ServiceKind, serviceId: string, tail: number) =>
  queryOptions({
    queryKey: deploymentKeys.serviceLogs(serviceId, tail),
    queryFn: ({ signal }) => getServiceLogs(kind, serviceId, tail, signal),
  });
