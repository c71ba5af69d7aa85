import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookEndpoints, type Webhook } from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import { webhookKeys } from './keys';

export function useDeleteWebhook(
  organizationId: string,
  { onSuccess, onError }: MutationCallbacks<void, Webhook> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (webhook: Webhook) =>
      call(webhookEndpoints.delete, { params: { organizationId, webhookId: webhook.id } }),
    onSuccess: async (_nothing, webhook) => {
      queryClient.removeQueries({ queryKey: webhookKeys.deliveries(organizationId, webhook.id) });
      await queryClient.invalidateQueries({ queryKey: webhookKeys.list(organizationId) });
      notify({ severity: 'success', message: `Webhook to ${webhook.target_url} deleted.` });
      await onSuccess?.(undefined, webhook);
    },
    onError: (error, webhook) =>
      onError
        ? onError(error, webhook)
        : notify(errorNotice(error, `delete the webhook to ${webhook.target_url}`)),
  });
}
