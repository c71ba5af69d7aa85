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

/** An organization's webhooks, their delivery log and test events. */
export function createWebhookService(
  store: WebhookStore,
  dispatcher: Pick<WebhookDispatcher, 'wake' | 'sendTest'>,
  runtime: Runtime,
  outbound: OutboundPolicy,
) {
  /** Each delivery checks its target again when it resolves it; this tells people at once. */
  async function checkTarget(request: WebhookRequestParsed): Promise<void> {
    const problem = await targetProblem(request.target_url, outbound);
    if (problem) throw invalidBody([{ path: ['target_url'], message: problem }]);
  }

  async function recordOf(organizationId: string, webhookId: string): Promise<WebhookRecord> {
    const webhook = await store.getWebhook(organizationId, webhookId);
    if (!webhook) throw new NotFoundError(`Webhook ${webhookId} not found`);
    return webhook;
  }

  return {
    list(organizationId: string, window: PageWindow | null): Promise<Page<Webhook>> {
      return pageOf(window, {
        rows: async (window) => (await store.listWebhooks(organizationId, window)).map(toWebhook),
        count: () => store.countWebhooks(organizationId),
      });
    },

    /** The answer carries the signing secret: the only time it is shown. */
    async create(organizationId: string, request: WebhookRequestParsed): Promise<WebhookCreated> {
      await checkTarget(request);
      const webhook = newWebhookRecord(organizationId, request, runtime);
      await store.insertWebhook(webhook);
      return toWebhookCreated(webhook);
    },

    get: async (organizationId: string, webhookId: string) =>
      toWebhook(await recordOf(organizationId, webhookId)),

    async edit(organizationId: string, webhookId: string, request: WebhookRequestParsed): Promise<Webhook> {
      await checkTarget(request);
      const edited = editedWebhookRecord(
        await recordOf(organizationId, webhookId),
        request,
        runtime.clock.now(),
      );
      if (!(await store.updateWebhook(edited))) throw new NotFoundError(`Webhook ${webhookId} not found`);
      // Deliveries held back while it was disabled are due now.
      if (edited.enabled) dispatcher.wake();
      return toWebhook(edited);
    },

    async delete(organizationId: string, webhookId: string): Promise<void> {
      if (!(await store.deleteWebhook(organizationId, webhookId)))
        throw new NotFoundError(`Webhook ${webhookId} not found`);
    },

    /**
     * `reach`: what the caller's role reads (null: everything). A delivery's body names a project, an environment
     * and a service: the log keeps test deliveries and those of events in environments the role reads.
     */
    async listDeliveries(
      organizationId: string,
      webhookId: string,
      window: PageWindow | null,
      reach: ReadReach | null,
    ): Promise<Page<WebhookDelivery>> {
      await recordOf(organizationId, webhookId);
      return pageOf(window, {
        rows: async (window) => (await store.listDeliveries(webhookId, window, reach)).map(toWebhookDelivery),
        count: () => store.countDeliveries(webhookId, reach),
      });
    },

    async sendTest(
      organizationId: string,
      webhookId: string,
      request: { event_type?: WebhookEventType },
    ): Promise<WebhookDelivery> {
      const webhook = await recordOf(organizationId, webhookId);
      return toWebhookDelivery(await dispatcher.sendTest(webhook, request.event_type));
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
