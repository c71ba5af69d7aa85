import { useMutation, useQueryClient } from '@tanstack/react-query';
import { environmentEndpoints, type Environment } from '../../../../contract';
import { environmentKeys } from '../../../data/environments/keys';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { environmentScope } from '../../../lib/queryClient';
import { errorNotice, useNotify } from '../../../ui/notice';

export function useDeleteEnvironment({ onSuccess, onError }: MutationCallbacks<void, Environment> = {}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (environment: Environment) =>
      call(environmentEndpoints.delete, { params: { environmentId: environment.id } }),
    onSuccess: async (_nothing, environment) => {
      // The caller leaves the environment's page first, so nothing refetches what is gone.
      await onSuccess?.(undefined, environment);
      queryClient.removeQueries({ queryKey: environmentScope(environment.id) });
      await queryClient.invalidateQueries({ queryKey: environmentKeys.list(environment.project.id) });
      notify({ severity: 'success', message: `Environment ${environment.name} deleted.` });
    },
    onError: (error, environment) =>
      onError
        ? onError(error, environment)
        : notify(errorNotice(error, `delete the environment ${environment.name}`)),
  });
}
