import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectEndpoints, type Project, type ProjectRequest } from '../../../../contract';
import { projectKeys } from '../../../data/projects/keys';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';

export function useCreateProject(
  organizationId: string,
  { onSuccess, onError }: MutationCallbacks<Project, ProjectRequest> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: ProjectRequest) => call(projectEndpoints.create, { params: { organizationId }, body }),
    onSuccess: async (project, body) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      await queryClient.invalidateQueries({ queryKey: projectKeys.list(organizationId) });
      notify({ severity: 'success', message: `Project ${project.name} created.` });
      await onSuccess?.(project, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, 'create the project')),
  });
}
