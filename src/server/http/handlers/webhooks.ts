import type { webhookEndpoints } from '../../../contract';
import { readReachOf } from '../../domain/reach';
import { callerOf, type HandlersFor } from './bind';
import type { WebhookService } from '../../modules/webhooks';
import { paginate } from '../pagination';
import { roleOfCaller } from './visibility';

export function webhookHandlers(webhooks: WebhookService): HandlersFor<typeof webhookEndpoints> {
  return {
    list: ({ params, query }) => paginate(query, (window) => webhooks.list(params.organizationId, window)),
    create: ({ params, body }) => webhooks.create(params.organizationId, body),
    get: ({ params }) => webhooks.get(params.organizationId, params.webhookId),
    edit: ({ params, body }) => webhooks.edit(params.organizationId, params.webhookId, body),
    delete: ({ params }) => webhooks.delete(params.organizationId, params.webhookId),
    listDeliveries: (context) => {
      const { params, query } = context;
      const reach = readReachOf(roleOfCaller(callerOf(context), params.organizationId));
      return paginate(query, (window) =>
        webhooks.listDeliveries(params.organizationId, params.webhookId, window, reach),
      );
    },
    sendTest: ({ params, body }) => webhooks.sendTest(params.organizationId, params.webhookId, body),
  };
}
