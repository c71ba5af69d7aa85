import { useMutation, useQueryClient } from '@tanstack/react-query';
import { environmentEndpoints, type Environment, type EnvironmentCloneRequest } from '../../../../contract';
import { environmentKeys } from '../../../data/environments/keys';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';

/** Copies an environment (its services, stages and variables) under a new name, where the body says. */
export function useCloneEnvironment(
  source: Environment,
  { onSuccess, onError }: MutationCallbacks<Environment, EnvironmentCloneRequest> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: EnvironmentCloneRequest) =>
      call(environmentEndpoints.clone, { params: { environmentId: source.id }, body }),
    onSuccess: async (copy, body) => {
      queryClient.setQueryData(environmentKeys.detail(copy.id), copy);
      await queryClient.invalidateQueries({ queryKey: environmentKeys.list(copy.project.id) });
      notify({
        severity: 'success',
        message: `Environment ${copy.name} created as a copy of ${source.name}.`,
      });
      await onSuccess?.(copy, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, `clone the environment ${source.name}`)),
  });
}
