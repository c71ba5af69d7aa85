import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceKinds, type ServiceKind } from '../../../../contract';
import { serviceKeys } from '../../../data/services/keys';
import { invalidateEnvironmentViews } from '../../../lib/environmentViews';
import type { EditOf, MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import type { EditRequestOf, ServiceOf } from '../model/types';
import { editService } from './serviceCalls';

/** Saves the full set of editable fields of a service (PUT). */
export function useEditService<K extends ServiceKind>(
  kind: K,
  service: ServiceOf<K>,
  { onSuccess, onError }: MutationCallbacks<ServiceOf<K>, EditOf<EditRequestOf<K>, ServiceOf<K>>> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const label = serviceKinds[kind].label;
  return useMutation({
    mutationFn: ({ body, basedOn }: EditOf<EditRequestOf<K>, ServiceOf<K>>) =>
      editService(kind, service.id, body, basedOn),
    onSuccess: async (saved, body) => {
      queryClient.setQueryData(serviceKeys.detail(kind, saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: serviceKeys.links(kind, saved.id) }),
        invalidateEnvironmentViews(queryClient, service.environment.id),
      ]);
      notify({ severity: 'success', message: `${label} ${saved.name} saved.` });
      await onSuccess?.(saved, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, `save the ${label.toLowerCase()}`)),
  });
}
