import type { QueryClient } from '@tanstack/react-query';
import { environmentsQueryOptions } from '../../../data/environments/queries';

/** The environment as its project's list has it, to show at once while the environment itself loads. */
export function environmentFromList(queryClient: QueryClient, projectId: string, environmentId: string) {
  return queryClient
    .getQueryData(environmentsQueryOptions(projectId).queryKey)
    ?.results.find((environment) => environment.id === environmentId);
}
