import { queryOptions } from '@tanstack/react-query';
import { containerRegistryEndpoints, helmRepositoryEndpoints } from '../../../contract';
import { call } from '../../lib/api/client';
import { registryKeys } from './keys';

/** The organization's container registries: their settings page, and where a service's image comes from. */
export const containerRegistriesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: registryKeys.containerRegistries(organizationId),
    queryFn: ({ signal }) => call(containerRegistryEndpoints.list, { params: { organizationId }, signal }),
  });

/** The organization's Helm repositories: their settings page, and where a Helm service's chart comes from. */
export const helmRepositoriesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: registryKeys.helmRepositories(organizationId),
    queryFn: ({ signal }) => call(helmRepositoryEndpoints.list, { params: { organizationId }, signal }),
  });
