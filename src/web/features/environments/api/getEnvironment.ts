import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { environmentEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { environmentsQueryOptions } from './getEnvironments';
import { environmentKeys } from './keys';

export const environmentQueryOptions = (environmentId: string) =>
  queryOptions({
    queryKey: environmentKeys.detail(environmentId),
    queryFn: ({ signal }) => call(environmentEndpoints.get, { params: { environmentId }, signal }),
  });

/** The environment as its project's list has it, to show at once while the environment itself loads. */
export function environmentFromList(queryClient: QueryClient, projectId: string, environmentId: string) {
  return queryClient
    .getQueryData(environmentsQueryOptions(projectId).queryKey)
    ?.results.find((environment) => environment.id === environmentId);
}
