import { useMutation, useQueryClient } from '@tanstack/react-query';
import { containerRegistryEndpoints, type ContainerRegistry } from '../../../../contract';
import { registryKeys } from '../../../data/registries/keys';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';

export function useDeleteContainerRegistry(
  organizationId: string,
  { onSuccess, onError }: MutationCallbacks<void, ContainerRegistry> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (registry: ContainerRegistry) =>
      call(containerRegistryEndpoints.delete, {
        params: { organizationId, containerRegistryId: registry.id },
      }),
    onSuccess: async (_nothing, registry) => {
      await queryClient.invalidateQueries({ queryKey: registryKeys.containerRegistries(organizationId) });
      notify({ severity: 'success', message: `Container registry ${registry.name} deleted.` });
      await onSuccess?.(undefined, registry);
    },
    onError: (error, registry) =>
      onError
        ? onError(error, registry)
        : notify(errorNotice(error, `delete the container registry ${registry.name}`)),
  });
}
