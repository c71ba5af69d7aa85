import { queryOptions } from '@tanstack/react-query';
import { containerRegistryEndpoints, helmRepositoryEndpoints } from '../../../../contract';
import { registryKeys } from '../../../data/registries/keys';
import { call } from '../../../lib/api/client';

export const containerRegistryQueryOptions = (organizationId: string, containerRegistryId: string) =>
  queryOptions({
    queryKey: registryKeys.containerRegistry(organizationId, containerRegistryId),
    queryFn: ({ signal }) =>
      call(containerRegistryEndpoints.get, { params: { organizationId, containerRegistryId }, signal }),
  });

export const helmRepositoryQueryOptions = (organizationId: string, helmRepositoryId: string) =>
  queryOptions({
    queryKey: registryKeys.helmRepository(organizationId, helmRepositoryId),
    queryFn: ({ signal }) =>
      call(helmRepositoryEndpoints.get, { params: { organizationId, helmRepositoryId }, signal }),
  });
