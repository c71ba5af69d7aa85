import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  containerRegistryEndpoints,
  type ContainerRegistry,
  type ContainerRegistryRequest,
} from '../../../../contract';
import { registryKeys } from '../../../data/registries/keys';
import { call } from '../../../lib/api/client';
import type { EditOf, MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';

/** Adds a container registry, or edits the one with `containerRegistryId`. */
export function useSaveContainerRegistry(
  organizationId: string,
  containerRegistryId: string | undefined,
  {
    onSuccess,
    onError,
  }: MutationCallbacks<ContainerRegistry, EditOf<ContainerRegistryRequest, ContainerRegistry>> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ body, basedOn }: EditOf<ContainerRegistryRequest, ContainerRegistry>) =>
      containerRegistryId
        ? call(containerRegistryEndpoints.edit, {
            params: { organizationId, containerRegistryId },
            body,
            basedOn,
          })
        : call(containerRegistryEndpoints.create, { params: { organizationId }, body }),
    onSuccess: async (registry, body) => {
      await queryClient.invalidateQueries({ queryKey: registryKeys.containerRegistries(organizationId) });
      notify({
        severity: 'success',
        message: `Container registry ${registry.name} ${containerRegistryId ? 'saved' : 'added'}.`,
      });
      await onSuccess?.(registry, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, 'save the container registry')),
  });
}
