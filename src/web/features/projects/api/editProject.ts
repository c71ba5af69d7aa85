import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectEndpoints, type Project, type ProjectRequest } from '../../../../contract';
import { projectKeys } from '../../../data/projects/keys';
import { call } from '../../../lib/api/client';
import type { EditOf, MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';

export function useEditProject(
  projectId: string,
  { onSuccess, onError }: MutationCallbacks<Project, EditOf<ProjectRequest, Project>> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ body, basedOn }: EditOf<ProjectRequest, Project>) =>
      call(projectEndpoints.edit, { params: { projectId }, body, basedOn }),
    onSuccess: async (project, body) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      await queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      notify({ severity: 'success', message: `Project ${project.name} saved.` });
      await onSuccess?.(project, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, 'edit the project')),
  });
}
