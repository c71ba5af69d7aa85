import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceKinds, type CloneServiceRequest, type ServiceKind } from '../../../../contract';
import { serviceKeys } from '../../../data/services/keys';
import { invalidateEnvironmentViews } from '../../../lib/environmentViews';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import type { ServiceOf } from '../model/types';
import { cloneService } from './serviceCalls';

/** Copies a service's settings into an environment under a new name. */
export function useCloneService<K extends ServiceKind>(
  kind: K,
  serviceId: string,
  { onSuccess, onError }: MutationCallbacks<ServiceOf<K>, CloneServiceRequest> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const label = serviceKinds[kind].label;
  return useMutation({
    mutationFn: (body: CloneServiceRequest) => cloneService(kind, serviceId, body),
    onSuccess: async (clone, body) => {
      queryClient.setQueryData(serviceKeys.detail(kind, clone.id), clone);
      await invalidateEnvironmentViews(queryClient, body.environment_id);
      notify({ severity: 'success', message: `${label} cloned as ${clone.name}.` });
      await onSuccess?.(clone, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, `clone the ${label.toLowerCase()}`)),
  });
}
