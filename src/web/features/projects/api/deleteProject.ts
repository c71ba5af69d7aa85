import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectEndpoints, type Project } from '../../../../contract';
import { projectKeys } from '../../../data/projects/keys';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';

export function useDeleteProject({ onSuccess, onError }: MutationCallbacks<void, Project> = {}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (project: Project) => call(projectEndpoints.delete, { params: { projectId: project.id } }),
    onSuccess: async (_nothing, project) => {
      // The caller leaves the project's page first, so nothing refetches what is gone.
      await onSuccess?.(undefined, project);
      queryClient.removeQueries({ queryKey: projectKeys.detail(project.id) });
      await queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      notify({ severity: 'success', message: `Project ${project.name} deleted.` });
    },
    onError: (error, project) =>
      onError ? onError(error, project) : notify(errorNotice(error, `delete the project ${project.name}`)),
  });
}
