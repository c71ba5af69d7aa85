import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceKinds, type ServiceKind } from '../../../../contract';
import { serviceKeys } from '../../../data/services/keys';
import { invalidateEnvironmentViews } from '../../../lib/environmentViews';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import type { ServiceOf } from '../model/types';
import { deleteService } from './serviceCalls';

export function useDeleteService<K extends ServiceKind>(
  kind: K,
  { onSuccess, onError }: MutationCallbacks<void, ServiceOf<K>> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const label = serviceKinds[kind].label;
  return useMutation({
    mutationFn: (service: ServiceOf<K>) => deleteService(kind, service.id),
    onSuccess: async (_nothing, service) => {
      // The caller leaves the service's page first, so nothing refetches what is gone.
      await onSuccess?.(undefined, service);
      queryClient.removeQueries({ queryKey: serviceKeys.detail(kind, service.id) });
      await invalidateEnvironmentViews(queryClient, service.environment.id);
      notify({ severity: 'success', message: `${label} ${service.name} deleted.` });
    },
    onError: (error, service) =>
      onError
        ? onError(error, service)
        : notify(errorNotice(error, `delete the ${label.toLowerCase()} ${service.name}`)),
  });
}
