import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookEndpoints, type WebhookDelivery, type WebhookEventType } from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import { webhookKeys } from './keys';

/** Sends a made-up event now; answers the delivery after its first attempt, to show how the receiver took it. */
export function useSendTestEvent(
  organizationId: string,
  webhookId: string,
  { onSuccess, onError }: MutationCallbacks<WebhookDelivery, WebhookEventType | undefined> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (eventType: WebhookEventType | undefined) =>
      call(webhookEndpoints.sendTest, {
        params: { organizationId, webhookId },
        body: eventType ? { event_type: eventType } : {},
      }),
    onSuccess: async (delivery, eventType) => {
      const queryKey = webhookKeys.deliveries(organizationId, webhookId);
      // A first load of the log still under way (the dialog opening as it sends) may have been answered before
      // this delivery existed, and invalidating would only wait for it: cancel it, so the log is read again.
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
      await onSuccess?.(delivery, eventType);
    },
    onError: (error, eventType) =>
      onError ? onError(error, eventType) : notify(errorNotice(error, 'send a test event')),
  });
}
