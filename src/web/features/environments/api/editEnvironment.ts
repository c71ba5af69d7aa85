import { useMutation, useQueryClient } from '@tanstack/react-query';
import { environmentEndpoints, type Environment, type EnvironmentEditRequest } from '../../../../contract';
import { environmentKeys } from '../../../data/environments/keys';
import { call } from '../../../lib/api/client';
import type { EditOf, MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';

export function useEditEnvironment(
  environmentId: string,
  { onSuccess, onError }: MutationCallbacks<Environment, EditOf<EnvironmentEditRequest, Environment>> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ body, basedOn }: EditOf<EnvironmentEditRequest, Environment>) =>
      call(environmentEndpoints.edit, { params: { environmentId }, body, basedOn }),
    onSuccess: async (environment, body) => {
      queryClient.setQueryData(environmentKeys.detail(environment.id), environment);
      await queryClient.invalidateQueries({ queryKey: environmentKeys.list(environment.project.id) });
      notify({ severity: 'success', message: `Environment ${environment.name} saved.` });
      await onSuccess?.(environment, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, 'edit the environment')),
  });
}
