import { queryOptions } from '@tanstack/react-query';
import { environmentServiceEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { serviceKeys } from './keys';

/** Every service of an environment, whatever its type: the siblings a service page can switch to. */
export const environmentServicesQueryOptions = (environmentId: string) =>
  queryOptions({
    queryKey: serviceKeys.list(environmentId),
    queryFn: ({ signal }) => call(environmentServiceEndpoints.listAll, { params: { environmentId }, signal }),
  });
