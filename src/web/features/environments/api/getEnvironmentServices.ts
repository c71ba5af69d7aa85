import { queryOptions } from '@tanstack/react-query';
import { environmentServiceEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { environmentKeys } from './keys';

/** Every service of an environment, whatever its type, in one request. */
export const environmentServicesQueryOptions = (environmentId: string) =>
  queryOptions({
    queryKey: environmentKeys.services(environmentId),
    queryFn: ({ signal }) => call(environmentServiceEndpoints.listAll, { params: { environmentId }, signal }),
  });
