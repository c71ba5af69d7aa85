import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { projectEndpoints } from '../../../../contract';
import { projectKeys } from '../../../data/projects/keys';
import { projectsQueryOptions } from '../../../data/projects/queries';
import { call } from '../../../lib/api/client';

export const projectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => call(projectEndpoints.get, { params: { projectId }, signal }),
  });

/** The project as the organization's list has it, to show at once while the project itself loads. */
export function projectFromList(queryClient: QueryClient, organizationId: string, projectId: string) {
  return queryClient
    .getQueryData(projectsQueryOptions(organizationId).queryKey)
    ?.results.find((project) => project.id === projectId);
}
