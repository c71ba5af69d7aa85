import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  webhookEndpoints,
  type Webhook,
  type WebhookCreated,
  type WebhookRequest,
} from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import { webhookKeys } from './keys';

/** The created webhook (with its secret) goes to the caller only; the list is refetched without it. */
export function useCreateWebhook(
  organizationId: string,
  { onSuccess, onError }: MutationCallbacks<WebhookCreated, WebhookRequest> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: WebhookRequest) => call(webhookEndpoints.create, { params: { organizationId }, body }),
    onSuccess: async (webhook, body) => {
      await queryClient.invalidateQueries({ queryKey: webhookKeys.list(organizationId) });
      await onSuccess?.(webhook, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, 'create webhooks here')),
  });
}

/** The webhook edited, its new body, and the copy of it the form was opened with (its version goes as If-Match). */
export interface EditWebhookVariables {
  webhookId: string;
  body: WebhookRequest;
  basedOn?: Webhook | undefined;
}

/** Replaces a webhook as a whole (the API's PUT); leaving the secret out keeps the current one. */
export function useEditWebhook(
  organizationId: string,
  { onSuccess, onError }: MutationCallbacks<Webhook, EditWebhookVariables> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ webhookId, body, basedOn }: EditWebhookVariables) =>
      call(webhookEndpoints.edit, { params: { organizationId, webhookId }, body, basedOn }),
    onSuccess: async (webhook, variables) => {
      queryClient.setQueryData(
        webhookKeys.list(organizationId),
        (list: { results: Webhook[] } | undefined) =>
          list
            ? { ...list, results: list.results.map((item) => (item.id === webhook.id ? webhook : item)) }
            : list,
      );
      await queryClient.invalidateQueries({ queryKey: webhookKeys.list(organizationId) });
      await onSuccess?.(webhook, variables);
    },
    onError: (error, variables) =>
      onError ? onError(error, variables) : notify(errorNotice(error, 'change the webhook')),
  });
}

/** What a PUT needs to keep a webhook as it is, to change one thing of it. */
export function requestOf(webhook: Webhook): WebhookRequest {
  return {
    kind: webhook.kind,
    target_url: webhook.target_url,
    description: webhook.description,
    enabled: webhook.enabled,
    events: webhook.events,
    project_names_filter: webhook.project_names_filter,
    environment_types_filter: webhook.environment_types_filter,
  };
}
