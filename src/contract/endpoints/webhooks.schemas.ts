import { z } from 'zod';
import { id, listOf, pageQuery } from '../common';
import { endpointSchemas } from '../endpoint';
import { webhook, webhookCreated, webhookDelivery, webhookRequest, webhookTestRequest } from '../webhooks';
import { organizationCrudSchemas } from './crud.schemas';

const tag = 'Organization Webhook';
const webhookParams = z.object({ organizationId: id, webhookId: id });

const crud = organizationCrudSchemas({
  idParam: 'webhookId',
  name: 'webhook',
  tag,
  request: webhookRequest,
  response: webhook,
});

export const webhookEndpointSchemas = {
  list: { ...crud.list, summary: 'List the webhooks of an organization' },
  create: endpointSchemas({
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
  listDeliveries: endpointSchemas({
    summary: 'List the deliveries of a webhook, newest first, with every attempt',
    description:
      'A delivery names the project, environment and service of its event: a custom role sees only test ' +
      'deliveries and those of events in environments it reads (its projects, each with the environment types ' +
      'it holds more than NO_ACCESS on, as the event gave the type); pages and `total_count` count only those.',
    tag,
    params: webhookParams,
    query: pageQuery,
    response: listOf(webhookDelivery),
  }),
  sendTest: endpointSchemas({
    summary: 'Send a test event to a webhook now; answers the delivery after its first attempt',
    tag,
    params: webhookParams,
    body: webhookTestRequest,
    response: webhookDelivery,
  }),
};
