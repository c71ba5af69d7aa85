import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  helmRepositoryEndpoints,
  type HelmRepository,
  type HelmRepositoryRequest,
} from '../../../../contract';
import { registryKeys } from '../../../data/registries/keys';
import { call } from '../../../lib/api/client';
import type { EditOf, MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';

/** Adds a helm repository, or edits the one with `helmRepositoryId`. */
export function useSaveHelmRepository(
  organizationId: string,
  helmRepositoryId: string | undefined,
  {
    onSuccess,
    onError,
  }: MutationCallbacks<HelmRepository, EditOf<HelmRepositoryRequest, HelmRepository>> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ body, basedOn }: EditOf<HelmRepositoryRequest, HelmRepository>) =>
      helmRepositoryId
        ? call(helmRepositoryEndpoints.edit, { params: { organizationId, helmRepositoryId }, body, basedOn })
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
