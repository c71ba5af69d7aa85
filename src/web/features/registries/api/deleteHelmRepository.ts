import { useMutation, useQueryClient } from '@tanstack/react-query';
import { helmRepositoryEndpoints, type HelmRepository } from '../../../../contract';
import { registryKeys } from '../../../data/registries/keys';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';

export function useDeleteHelmRepository(
  organizationId: string,
  { onSuccess, onError }: MutationCallbacks<void, HelmRepository> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (repository: HelmRepository) =>
      call(helmRepositoryEndpoints.delete, { params: { organizationId, helmRepositoryId: repository.id } }),
    onSuccess: async (_nothing, repository) => {
      await queryClient.invalidateQueries({ queryKey: registryKeys.helmRepositories(organizationId) });
      notify({ severity: 'success', message: `Helm repository ${repository.name} deleted.` });
      await onSuccess?.(undefined, repository);
    },
    onError: (error, repository) =>
      onError
        ? onError(error, repository)
        : notify(errorNotice(error, `delete the helm repository ${repository.name}`)),
  });
}
