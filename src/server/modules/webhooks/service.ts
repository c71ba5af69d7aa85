import type {
  Webhook,
  WebhookCreated,
  WebhookDelivery,
  WebhookEventType,
  WebhookRequestParsed,
} from '../../../contract';
import { invalidBody, NotFoundError } from '../../domain/errors';
import { type Page, pageOf, type PageWindow } from '../../domain/paging';
import type { ReadReach } from '../../domain/reach';
import { type OutboundPolicy, targetProblem } from '../../outbound/policy';
import type { Runtime } from '../../runtime';
import { withDeps } from '../shared/withDeps';
import {
  editedWebhookRecord,
  newWebhookRecord,
  toWebhook,
  toWebhookCreated,
  toWebhookDelivery,
  type WebhookDispatcher,
  type WebhookRecord,
  type WebhookStore,
} from '../../webhooks';

/** What the webhook operations work with: `dispatcher` delivers, `outbound` says where a target may be. */
export interface WebhookDeps {
  store: WebhookStore;
  dispatcher: Pick<WebhookDispatcher, 'wake' | 'sendTest'>;
  runtime: Runtime;
  outbound: OutboundPolicy;
}

/** Each delivery checks its target again when it resolves it; this tells people at once. */
async function checkTarget({ outbound }: WebhookDeps, request: WebhookRequestParsed): Promise<void> {
  const problem = await targetProblem(request.target_url, outbound);
  if (problem) throw invalidBody([{ path: ['target_url'], message: problem }]);
}

async function recordOf(
  { store }: WebhookDeps,
  organizationId: string,
  webhookId: string,
): Promise<WebhookRecord> {
  const webhook = await store.getWebhook(organizationId, webhookId);
  if (!webhook) throw new NotFoundError(`Webhook ${webhookId} not found`);
  return webhook;
}

export function listWebhooks(
  { store }: WebhookDeps,
  organizationId: string,
  window: PageWindow | null,
): Promise<Page<Webhook>> {
  return pageOf(window, {
    rows: async (window) => (await store.listWebhooks(organizationId, window)).map(toWebhook),
    count: () => store.countWebhooks(organizationId),
  });
}

/** The answer carries the signing secret: the only time it is shown. */
export async function createWebhook(
  deps: WebhookDeps,
  organizationId: string,
  request: WebhookRequestParsed,
): Promise<WebhookCreated> {
  await checkTarget(deps, request);
  const webhook = newWebhookRecord(organizationId, request, deps.runtime);
  await deps.store.insertWebhook(webhook);
  return toWebhookCreated(webhook);
}

export async function getWebhook(
  deps: WebhookDeps,
  organizationId: string,
  webhookId: string,
): Promise<Webhook> {
  return toWebhook(await recordOf(deps, organizationId, webhookId));
}

export async function editWebhook(
  deps: WebhookDeps,
  organizationId: string,
  webhookId: string,
  request: WebhookRequestParsed,
): Promise<Webhook> {
  await checkTarget(deps, request);
  const edited = editedWebhookRecord(
    await recordOf(deps, organizationId, webhookId),
    request,
    deps.runtime.clock.now(),
  );
  if (!(await deps.store.updateWebhook(edited))) throw new NotFoundError(`Webhook ${webhookId} not found`);
  // Deliveries held back while it was disabled are due now.
  if (edited.enabled) deps.dispatcher.wake();
  return toWebhook(edited);
}

export async function deleteWebhook(
  { store }: WebhookDeps,
  organizationId: string,
  webhookId: string,
): Promise<void> {
  if (!(await store.deleteWebhook(organizationId, webhookId)))
    throw new NotFoundError(`Webhook ${webhookId} not found`);
}

/**
 * `reach`: what the caller's role reads (null: everything). A delivery's body names a project, an environment and
 * a service: the log keeps test deliveries and those of events in environments the role reads.
 */
export async function listWebhookDeliveries(
  deps: WebhookDeps,
  organizationId: string,
  webhookId: string,
  window: PageWindow | null,
  reach: ReadReach | null,
): Promise<Page<WebhookDelivery>> {
  const { store } = deps;
  await recordOf(deps, organizationId, webhookId);
  return pageOf(window, {
    rows: async (window) => (await store.listDeliveries(webhookId, window, reach)).map(toWebhookDelivery),
    count: () => store.countDeliveries(webhookId, reach),
  });
}

export async function sendTestEvent(
  deps: WebhookDeps,
  organizationId: string,
  webhookId: string,
  request: { event_type?: WebhookEventType },
): Promise<WebhookDelivery> {
  const webhook = await recordOf(deps, organizationId, webhookId);
  return toWebhookDelivery(await deps.dispatcher.sendTest(webhook, request.event_type));
}

/** An organization's webhooks, their delivery log and test events. */
export function createWebhookService(
  store: WebhookStore,
  dispatcher: Pick<WebhookDispatcher, 'wake' | 'sendTest'>,
  runtime: Runtime,
  outbound: OutboundPolicy,
) {
  const deps: WebhookDeps = { store, dispatcher, runtime, outbound };
  return {
    list: withDeps(deps, listWebhooks),
    create: withDeps(deps, createWebhook),
    get: withDeps(deps, getWebhook),
    edit: withDeps(deps, editWebhook),
    delete: withDeps(deps, deleteWebhook),
    listDeliveries: withDeps(deps, listWebhookDeliveries),
    sendTest: withDeps(deps, sendTestEvent),
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
