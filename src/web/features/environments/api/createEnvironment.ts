import { useMutation, useQueryClient } from '@tanstack/react-query';
import { environmentEndpoints, type Environment, type EnvironmentCreateRequest } from '../../../../contract';
import { environmentKeys } from '../../../data/environments/keys';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';

export function useCreateEnvironment(
  projectId: string,
  { onSuccess, onError }: MutationCallbacks<Environment, EnvironmentCreateRequest> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: EnvironmentCreateRequest) =>
      call(environmentEndpoints.create, { params: { projectId }, body }),
    onSuccess: async (environment, body) => {
      queryClient.setQueryData(environmentKeys.detail(environment.id), environment);
      await queryClient.invalidateQueries({ queryKey: environmentKeys.list(projectId) });
      notify({ severity: 'success', message: `Environment ${environment.name} created.` });
      await onSuccess?.(environment, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, 'create the environment')),
  });
}
