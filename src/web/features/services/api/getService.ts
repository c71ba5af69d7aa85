import { queryOptions } from '@tanstack/react-query';
import type { ServiceKind } from '../../../../contract';
import { getService } from './serviceCalls';
import { serviceKeys } from '../../../data/services/keys';

export const serviceQueryOptions = <K extends ServiceKind>(kind: K, serviceId: string) =>
  queryOptions({
    queryKey: serviceKeys.detail(kind, serviceId),
    queryFn: ({ signal }) => getService(kind, serviceId, signal),
  });
