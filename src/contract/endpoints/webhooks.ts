import { z } from 'zod';
import { id, listOf, pageQuery } from '../common';
import { endpoint } from '../endpoint';
import { webhook, webhookCreated, webhookDelivery, webhookRequest, webhookTestRequest } from '../webhooks';
import { organizationCrud } from './crud';

const tag = 'Organization Webhook';
const scopeParam = { param: 'organizationId', kind: 'organization' } as const;
const webhookParams = z.object({ organizationId: id, webhookId: id });

const crud = organizationCrud({
  segment: 'webhook',
  idParam: 'webhookId',
  name: 'webhook',
  tag,
  operation: 'OrganizationWebhook',
  request: webhookRequest,
  response: webhook,
});

/** The public API's operation ids, with its one oddity (`WebHooks`) kept so its clients find them. */
export const webhookEndpoints = {
  list: {
    ...crud.list,
    operationId: 'listOrganizationWebHooks',
    summary: 'List the webhooks of an organization',
  },
  create: endpoint({
    ...crud.create,
    summary: 'Create a webhook; the response carries its signing secret, shown only this once',
    response: webhookCreated,
  }),
  get: crud.get,
  edit: {
    ...crud.edit,
    summary: 'Edit a webhook (the whole of it); without target_secret the current secret stays',
  },
  delete: crud.delete,
  listDeliveries: endpoint({
    method: 'GET',
    path: '/organization/{organizationId}/webhook/{webhookId}/event',
    operationId: 'listWebhookEvent',
    summary: 'List the deliveries of a webhook, newest first, with every attempt',
    tag,
    access: 'read',
    scopeParam,
    params: webhookParams,
    query: pageQuery,
    status: 200,
    response: listOf(webhookDelivery),
  }),
  sendTest: endpoint({
    method: 'POST',
    path: '/organization/{organizationId}/webhook/{webhookId}/test',
    operationId: 'sendOrganizationWebhookTestEvent',
    summary: 'Send a test event to a webhook now; answers the delivery after its first attempt',
    tag,
    access: 'admin',
    scopeParam,
    params: webhookParams,
    body: webhookTestRequest,
    status: 200,
    response: webhookDelivery,
  }),
};
