import { queryOptions } from '@tanstack/react-query';
import { containerRegistryEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { registryKeys } from './keys';

export const containerRegistriesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: registryKeys.containerRegistries(organizationId),
    queryFn: ({ signal }) => call(containerRegistryEndpoints.list, { params: { organizationId }, signal }),
  });
