import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { WEBHOOK_RESPONSE_EXCERPT_LENGTH, webhookDelivery } from '../../contract/webhooks';
import type { TransportResult } from './transport';
import { deploymentEvent, secret } from './testing/harness';
import { webhookStores } from './testing/webhookStores';
import { receiverPool } from './testing/receiver';
import { toWebhookDelivery } from './views';

describe.each(webhookStores())('on $name', (webhookStore) => {
  const harness = webhookStore.use();

  const receivers = receiverPool();
  afterEach(() => receivers.closeAll());

  describe('a delivery', () => {
    it('posts the event as signed JSON that a Standard Webhooks receiver verifies', async () => {
      const receiver = await receivers.up();
      const h = harness();
      const webhook = await h.addWebhook({ targetUrl: receiver.url });
      const event = deploymentEvent('DEPLOYMENT_STARTED');

      const [delivery] = await h.dispatcher.publish(event);
      expect(await h.dispatcher.runDue()).toEqual({ attempted: 1, succeeded: 1, retrying: 0, failed: 0 });

      const [request] = receiver.received;
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/hooks/deployments');
      expect(request?.headers['content-type']).toBe('application/json');
      expect(request?.headers['user-agent']).toMatch(/platform/);
      expect(request?.headers['webhook-id']).toBe(delivery?.id);
      expect(request?.headers['webhook-timestamp']).toBe(String(Math.floor(h.clock.now().getTime() / 1000)));
      const verified = new Webhook(secret).verify(
        request?.body ?? '',
        request?.headers as Record<string, string>,
      );
      expect(verified).toEqual({ event_type: 'DEPLOYMENT_STARTED', payload: event.payload });

      const [entry] = await h.store.listDeliveries(webhook.id, null);
      expect(entry?.delivery).toMatchObject({ status: 'SUCCEEDED', attemptCount: 1, nextAttemptAt: null });
      expect(entry?.attempts).toEqual([
        expect.objectContaining({
          attempt: 1,
          statusCode: 200,
          responseBody: 'ok',
          error: null,
          succeeded: true,
        }),
      ]);
      expect(await h.dispatcher.runDue()).toMatchObject({ attempted: 0 });
    });

    it('reaches only the webhooks whose filters let the event through', async () => {
      const receiver = await receivers.up();
      const h = harness();
      const url = (name: string) => `${receiver.url}?${name}`;
      await h.addWebhook({ targetUrl: url('all') });
      await h.addWebhook({ targetUrl: url('disabled'), enabled: false });
      await h.addWebhook({ targetUrl: url('failures-only'), events: ['DEPLOYMENT_FAILED'] });
      await h.addWebhook({ targetUrl: url('shop-projects'), projectNamesFilter: ['SHOP*'] });
      await h.addWebhook({ targetUrl: url('billing-projects'), projectNamesFilter: ['billing*'] });
      await h.addWebhook({ targetUrl: url('production'), environmentTypesFilter: ['PRODUCTION'] });
      await h.addWebhook({ targetUrl: url('previews'), environmentTypesFilter: ['PREVIEW'] });

      await h.dispatcher.publish(deploymentEvent('DEPLOYMENT_SUCCEEDED', { project_name: 'shop-api' }));
      await h.dispatcher.runDue();

      const reached = receiver.received.map((request) => request.path.split('?')[1]).sort();
      expect(reached).toEqual(['all', 'production', 'shop-projects']);
    });

    it('sends a SLACK webhook a message, signed as well', async () => {
      const receiver = await receivers.up();
      const h = harness();
      await h.addWebhook({ targetUrl: receiver.url, kind: 'SLACK' });
      await h.dispatcher.publish(deploymentEvent('DEPLOYMENT_FAILED', { message: 'image not found' }));
      await h.dispatcher.runDue();

      const [request] = receiver.received;
      expect(JSON.parse(request?.body ?? '')).toEqual({
        text: 'Deployment of storefront (application) in shop / production (production) failed: image not found',
      });
      expect(() =>
        new Webhook(secret).verify(request?.body ?? '', request?.headers as Record<string, string>),
      ).not.toThrow();
    });

    it('keeps only a short excerpt of what the receiver answers', async () => {
      const receiver = await receivers.up();
      receiver.answerNext({ status: 200, body: 'x'.repeat(100_000) });
      const h = harness();
      const webhook = await h.addWebhook({ targetUrl: receiver.url });
      await h.dispatcher.publish(deploymentEvent());
      await h.dispatcher.runDue();
      const [entry] = await h.store.listDeliveries(webhook.id, null);
      expect(entry?.attempts[0]?.responseBody).toBe(`${'x'.repeat(WEBHOOK_RESPONSE_EXCERPT_LENGTH - 1)}…`);
    });
  });

  describe('a test event', () => {
    it('is sent at once, even to a disabled webhook, and answered with its log entry', async () => {
      const receiver = await receivers.up();
      const h = harness();
      const webhook = await h.addWebhook({
        targetUrl: receiver.url,
        enabled: false,
        events: ['DEPLOYMENT_FAILED'],
      });

      const entry = await h.dispatcher.sendTest(webhook);

      const [request] = receiver.received;
      const body = new Webhook(secret).verify(
        request?.body ?? '',
        request?.headers as Record<string, string>,
      );
      expect(body).toMatchObject({
        event_type: 'DEPLOYMENT_FAILED',
        test: true,
        payload: { organization_id: webhook.organizationId, state: 'DEPLOYMENT_ERROR' },
      });
      expect(entry.delivery).toMatchObject({ test: true, status: 'SUCCEEDED', attemptCount: 1 });
      const response = toWebhookDelivery(entry);
      expect(webhookDelivery.parse(response)).toEqual(response);
      expect(response).toMatchObject({
        is_test: true,
        matched_event: 'DEPLOYMENT_FAILED',
        target_url_used: receiver.url,
        target_response_status_code: 200,
        target_response_body: 'ok',
        next_retry_at: null,
        request: { method: 'POST', headers: { 'webhook-id': entry.delivery.id }, body },
      });
    });

    it('is not retried when it fails: the person testing sees the failure at once', async () => {
      const receiver = await receivers.up();
      receiver.answerNext({ status: 404, body: 'no such hook' });
      const h = harness();
      const webhook = await h.addWebhook({ targetUrl: receiver.url });

      const entry = await h.dispatcher.sendTest(webhook, 'DEPLOYMENT_STARTED');

      expect(entry.delivery).toMatchObject({
        status: 'FAILED',
        nextAttemptAt: null,
        eventType: 'DEPLOYMENT_STARTED',
      });
      expect(entry.attempts[0]).toMatchObject({
        statusCode: 404,
        responseBody: 'no such hook',
        succeeded: false,
      });
      expect(entry.attempts[0]?.error).toMatch(/404/);
    });
  });

  describe('concurrency', () => {
    it('keeps at most `concurrency` deliveries in flight', async () => {
      const waiting: Array<(result: TransportResult) => void> = [];
      let inFlight = 0;
      let mostInFlight = 0;
      let reached: { count: number; resolve: () => void } | undefined;
      const h = harness({
        concurrency: 4,
        transport: () =>
          new Promise<TransportResult>((resolve) => {
            inFlight += 1;
            mostInFlight = Math.max(mostInFlight, inFlight);
            waiting.push((result) => {
              inFlight -= 1;
              resolve(result);
            });
            if (reached && inFlight >= reached.count) reached.resolve();
          }),
      });
      const inFlightReaches = (count: number) =>
        inFlight >= count
          ? Promise.resolve()
          : new Promise<void>((resolve) => (reached = { count, resolve }));
      await h.addWebhook();
      for (let count = 0; count < 10; count += 1) await h.dispatcher.publish(deploymentEvent());

      const run = h.dispatcher.runDue();
      // Each answer waits until as many deliveries are in flight as may be, however long the store takes to hand
      // the next one out: a fifth sent meanwhile would be counted.
      for (let answered = 0; answered < 10; answered += 1) {
        await inFlightReaches(Math.min(4, 10 - answered));
        expect(inFlight).toBeLessThanOrEqual(4);
        waiting.shift()?.({ statusCode: 204, responseBody: '', error: null });
      }
      expect(await run).toEqual({ attempted: 10, succeeded: 10, retrying: 0, failed: 0 });
      expect(mostInFlight).toBe(4);
    });
  });
});
