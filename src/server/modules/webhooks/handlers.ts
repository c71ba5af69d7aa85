import type { webhookEndpoints } from '../../../contract';
import type { HandlersFor } from '../../http/handlers';
import type { WebhookService } from './service';

export function webhookHandlers(webhooks: WebhookService): HandlersFor<typeof webhookEndpoints> {
  return {
    list: ({ params, query }) => webhooks.list(params.organizationId, query),
    create: ({ params, body }) => webhooks.create(params.organizationId, body),
    get: ({ params }) => webhooks.get(params.organizationId, params.webhookId),
    edit: ({ params, body }) => webhooks.edit(params.organizationId, params.webhookId, body),
    delete: ({ params }) => webhooks.delete(params.organizationId, params.webhookId),
    listDeliveries: ({ params, query }) =>
      webhooks.listDeliveries(params.organizationId, params.webhookId, query),
    sendTest: ({ params, body }) => webhooks.sendTest(params.organizationId, params.webhookId, body),
  };
}
