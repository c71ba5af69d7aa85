import { queryOptions } from '@tanstack/react-query';
import { clusterEndpoints } from '../../../contract';
import { call } from '../../lib/api/client';
import { clusterKeys } from './keys';

/** The organization's clusters: the clusters pages, the environment forms and a role's matrix. */
export const clustersQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: clusterKeys.list(organizationId),
    queryFn: ({ signal }) => call(clusterEndpoints.list, { params: { organizationId }, signal }),
  });
