import { routes } from '../endpoint';
import { organizationCrudRoutes } from './crud';
import type { webhookEndpointSchemas } from './webhooks.schemas';

const scopeParam = { param: 'organizationId', kind: 'organization' } as const;

const crud = organizationCrudRoutes({
  segment: 'webhook',
  idParam: 'webhookId',
  operation: 'OrganizationWebhook',
});

/** The public API's operation ids, with its one oddity (`WebHooks`) kept so its clients find them. */
export const webhookEndpoints = routes<typeof webhookEndpointSchemas>({
  list: { ...crud.list, operationId: 'listOrganizationWebHooks' },
  create: crud.create,
  get: crud.get,
  edit: crud.edit,
  delete: crud.delete,
  listDeliveries: {
    method: 'GET',
    path: '/organization/{organizationId}/webhook/{webhookId}/event',
    operationId: 'listWebhookEvent',
    access: 'read',
    scopeParam,
    status: 200,
  },
  sendTest: {
    method: 'POST',
    path: '/organization/{organizationId}/webhook/{webhookId}/test',
    operationId: 'sendOrganizationWebhookTestEvent',
    access: 'admin',
    scopeParam,
    status: 200,
  },
});
