import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceKinds, type ServiceKind } from '../../../../contract';
import { serviceKeys } from '../../../data/services/keys';
import { invalidateEnvironmentViews } from '../../../lib/environmentViews';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import type { CreateRequestOf, ServiceOf } from '../model/types';
import { createService } from './serviceCalls';

export function useCreateService<K extends ServiceKind>(
  kind: K,
  environmentId: string,
  { onSuccess, onError }: MutationCallbacks<ServiceOf<K>, CreateRequestOf<K>> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const label = serviceKinds[kind].label;
  return useMutation({
    mutationFn: (body: CreateRequestOf<K>) => createService(kind, environmentId, body),
    onSuccess: async (service, body) => {
      queryClient.setQueryData(serviceKeys.detail(kind, service.id), service);
      await invalidateEnvironmentViews(queryClient, environmentId);
      notify({ severity: 'success', message: `${label} ${service.name} created.` });
      await onSuccess?.(service, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, `create the ${label.toLowerCase()}`)),
  });
}
