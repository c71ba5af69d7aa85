import { queryOptions } from '@tanstack/react-query';
import { helmRepositoryEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { registryKeys } from './keys';

export const helmRepositoriesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: registryKeys.helmRepositories(organizationId),
    queryFn: ({ signal }) => call(helmRepositoryEndpoints.list, { params: { organizationId }, signal }),
  });
