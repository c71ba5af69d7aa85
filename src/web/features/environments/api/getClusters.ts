import { queryOptions } from '@tanstack/react-query';
import { clusterEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { clusterKeys } from './keys';

export const clustersQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: clusterKeys.list(organizationId),
    queryFn: ({ signal }) => call(clusterEndpoints.list, { params: { organizationId }, signal }),
    // Clusters come and go rarely; the form still shows what the server has.
    staleTime: 5 * 60_000,
  });
