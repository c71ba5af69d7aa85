import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  helmRepositoryEndpoints,
  type HelmRepository,
  type HelmRepositoryRequest,
} from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import { registryKeys } from './keys';

/** Adds a helm repository, or edits the one with `helmRepositoryId`. */
export function useSaveHelmRepository(
  organizationId: string,
  helmRepositoryId: string | undefined,
  { onSuccess, onError }: MutationCallbacks<HelmRepository, HelmRepositoryRequest> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: HelmRepositoryRequest) =>
      helmRepositoryId
        ? call(helmRepositoryEndpoints.edit, { params: { organizationId, helmRepositoryId }, body })
        : call(helmRepositoryEndpoints.create, { params: { organizationId }, body }),
    onSuccess: async (repository, body) => {
      await queryClient.invalidateQueries({ queryKey: registryKeys.helmRepositories(organizationId) });
      notify({
        severity: 'success',
        message: `Helm repository ${repository.name} ${helmRepositoryId ? 'saved' : 'added'}.`,
      });
      await onSuccess?.(repository, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, 'save the helm repository')),
  });
}
