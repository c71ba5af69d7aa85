import { expect, it } from 'vitest';
import type { ReadReach } from '../../domain/reach';
import { manualClock } from '../../testing/clock';
import { loopbackAllowed } from '../../testing/outbound';
import { createWebhookDispatcher } from '../dispatcher';
import { deliveriesFor } from '../matching';
import type { AttemptRecord, DeliveryLogEntry } from '../records';
import type { WebhookStore } from '../store';
import { httpTransport } from '../transport';
import { deploymentEvent, otherOrganizationId, sequentialIds, webhookRecord } from './harness';
import { startReceiver } from './receiver';

const now = new Date('2026-01-15T09:00:00.000Z');
const later = (milliseconds: number) => new Date(now.getTime() + milliseconds);

async function storeWithDeliveries(store: WebhookStore, count: number) {
  const webhook = webhookRecord();
  await store.insertWebhook(webhook);
  const newId = sequentialIds();
  const events = Array.from({ length: count }, () => deploymentEvent());
  for (const event of events) await store.enqueue(deliveriesFor(event, [webhook], now, newId));
  return { store, webhook, events, newId };
}

function failedAttempt(deliveryId: string, attempt = 1): AttemptRecord {
  return {
    deliveryId,
    attempt,
    attemptedAt: now,
    durationMs: 3,
    targetUrl: 'http://127.0.0.1:9/',
    statusCode: 500,
    responseBody: 'oops',
    error: 'answered 500, not 2xx',
    succeeded: false,
  };
}

/**
 * What every `WebhookStore` must do, whatever keeps the data: run it against the memory store and the SQL store
 * alike. `makeStore` answers an empty store.
 */
export function webhookStoreContract(makeStore: () => Promise<WebhookStore>): void {
  it('gives a due delivery to one claimant only, until its lease runs out', async () => {
    const { store } = await storeWithDeliveries(await makeStore(), 1);
    const [first] = await store.claimDue(now, 10, { token: 'worker-a', until: later(1000) });
    expect(first?.delivery.leaseToken).toBe('worker-a');
    expect(await store.claimDue(now, 10, { token: 'worker-b', until: later(1000) })).toEqual([]);
    expect(await store.claimDue(later(999), 10, { token: 'worker-b', until: later(2000) })).toEqual([]);
    // Worker a stalled: once its lease is over, b takes the delivery, and a can no longer record for it.
    const [taken] = await store.claimDue(later(1000), 10, { token: 'worker-b', until: later(2000) });
    expect(taken?.delivery.id).toBe(first?.delivery.id);
    const id = first?.delivery.id ?? '';
    expect(await store.recordAttempt(failedAttempt(id), 'worker-a', later(5000))).toBe(false);
    expect(await store.recordAttempt(failedAttempt(id), 'worker-b', later(5000))).toBe(true);
    const entry = await store.getDelivery(id);
    expect(entry?.attempts).toHaveLength(1);
    expect(entry?.delivery).toMatchObject({ status: 'PENDING', attemptCount: 1, leaseToken: null });
    expect(entry?.delivery.nextAttemptAt).toEqual(later(5000));
  });

  it('claims only what is due, earliest first, and says when the next one is', async () => {
    const { store } = await storeWithDeliveries(await makeStore(), 3);
    const all = await store.claimDue(now, 10, { token: 'a', until: later(10) });
    await store.recordAttempt(failedAttempt(all[0]?.delivery.id ?? ''), 'a', later(500));
    await store.recordAttempt(failedAttempt(all[1]?.delivery.id ?? ''), 'a', later(300));
    await store.recordAttempt(failedAttempt(all[2]?.delivery.id ?? ''), 'a', null);
    expect(await store.nextDueAt()).toEqual(later(300));
    expect(await store.claimDue(later(299), 10, { token: 'b', until: later(1000) })).toEqual([]);
    const due = await store.claimDue(later(600), 10, { token: 'b', until: later(1000) });
    expect(due.map((claimed) => claimed.delivery.id)).toEqual([all[1]?.delivery.id, all[0]?.delivery.id]);
    expect((await store.getDelivery(all[2]?.delivery.id ?? ''))?.delivery.status).toBe('FAILED');
  });

  it('enqueues an event for a webhook once, however often it is published', async () => {
    const { store, webhook, events, newId } = await storeWithDeliveries(await makeStore(), 1);
    const [event] = events;
    if (!event) throw new Error('no event');
    expect(await store.enqueue(deliveriesFor(event, [webhook], now, newId))).toEqual([]);
    expect(await store.countDeliveries(webhook.id)).toBe(1);
  });

  it('holds back the deliveries of a disabled webhook', async () => {
    const { store, webhook } = await storeWithDeliveries(await makeStore(), 1);
    await store.updateWebhook({ ...webhook, enabled: false });
    expect(await store.claimDue(now, 10, { token: 'a', until: later(10) })).toEqual([]);
    expect(await store.nextDueAt()).toBeNull();
    await store.updateWebhook({ ...webhook, enabled: true });
    expect(await store.claimDue(now, 10, { token: 'a', until: later(10) })).toHaveLength(1);
  });

  it('lists the log newest first, a page at a time, and forgets it with the webhook', async () => {
    const store = await makeStore();
    const webhook = webhookRecord();
    await store.insertWebhook(webhook);
    const newId = sequentialIds();
    for (let minute = 0; minute < 3; minute += 1) {
      await store.enqueue(deliveriesFor(deploymentEvent(), [webhook], later(minute * 60_000), newId));
    }
    const page = await store.listDeliveries(webhook.id, { offset: 1, limit: 1 });
    expect(page.map((entry) => entry.delivery.createdAt)).toEqual([later(60_000)]);
    expect(await store.countDeliveries(webhook.id)).toBe(3);
    expect(await store.deleteWebhook(webhook.organizationId, webhook.id)).toBe(true);
    expect(await store.countDeliveries(webhook.id)).toBe(0);
    expect(await store.nextDueAt()).toBeNull();
  });

  it('lists and counts, a page at a time, only test deliveries and those of environments a role reads', async () => {
    const store = await makeStore();
    const webhook = webhookRecord();
    await store.insertWebhook(webhook);
    const newId = sequentialIds();
    const shop = { project_id: '0b000000-0000-4000-8000-0000000000b1' };
    const events = [
      deploymentEvent('DEPLOYMENT_SUCCEEDED', { ...shop, environment_type: 'DEVELOPMENT' }),
      deploymentEvent('DEPLOYMENT_SUCCEEDED', { ...shop, environment_type: 'PRODUCTION' }),
      deploymentEvent('DEPLOYMENT_SUCCEEDED', { project_id: '0b000000-0000-4000-8000-0000000000b2' }),
      { ...deploymentEvent('DEPLOYMENT_SUCCEEDED', { ...shop, environment_type: 'PRODUCTION' }), test: true },
    ];
    for (const [minute, event] of events.entries()) {
      await store.enqueue(deliveriesFor(event, [webhook], later(minute * 60_000), newId));
    }
    const reach: ReadReach = {
      projectIds: [shop.project_id],
      environmentTypes: new Map([[shop.project_id, ['DEVELOPMENT' as const]]]),
      clusterIds: [],
    };
    const eventIds = (entries: DeliveryLogEntry[]) => entries.map((entry) => entry.delivery.eventId);
    expect(eventIds(await store.listDeliveries(webhook.id, null, reach))).toEqual([
      events[3]?.id,
      events[0]?.id,
    ]);
    expect(eventIds(await store.listDeliveries(webhook.id, { offset: 1, limit: 1 }, reach))).toEqual([
      events[0]?.id,
    ]);
    expect(await store.countDeliveries(webhook.id, reach)).toBe(2);
    expect(await store.countDeliveries(webhook.id, null)).toBe(4);
  });

  it("keeps each organization's webhooks to itself, oldest first", async () => {
    const store = await makeStore();
    const first = webhookRecord({ id: '0f000000-0000-4000-8000-0000000000a1' });
    const second = webhookRecord({
      id: '0f000000-0000-4000-8000-0000000000a2',
      createdAt: new Date('2026-01-02T00:00:00.000Z'),
    });
    const foreign = webhookRecord({
      id: '0f000000-0000-4000-8000-0000000000a3',
      organizationId: otherOrganizationId,
    });
    for (const webhook of [second, first, foreign]) await store.insertWebhook(webhook);

    expect((await store.listWebhooks(first.organizationId, null)).map((webhook) => webhook.id)).toEqual([
      first.id,
      second.id,
    ]);
    expect(await store.listWebhooks(first.organizationId, { offset: 1, limit: 5 })).toEqual([second]);
    expect(await store.countWebhooks(first.organizationId)).toBe(2);
    expect(await store.getWebhook(first.organizationId, foreign.id)).toBeNull();
    expect(await store.getWebhook(otherOrganizationId, foreign.id)).toEqual(foreign);

    const edited = {
      ...first,
      targetUrl: 'https://hooks.example/new',
      events: ['DEPLOYMENT_FAILED' as const],
    };
    expect(await store.updateWebhook(edited)).toBe(true);
    expect(await store.getWebhook(first.organizationId, first.id)).toEqual(edited);
    expect(await store.updateWebhook({ ...foreign, organizationId: first.organizationId })).toBe(false);
    expect(await store.deleteWebhook(first.organizationId, foreign.id)).toBe(false);
    expect(await store.deleteWebhook(otherOrganizationId, foreign.id)).toBe(true);
  });

  it('matches webhooks by organization, event type, project name and environment type', async () => {
    const store = await makeStore();
    const all = webhookRecord({ id: '0f000000-0000-4000-8000-0000000000b1' });
    const failuresOnly = webhookRecord({
      id: '0f000000-0000-4000-8000-0000000000b2',
      events: ['DEPLOYMENT_FAILED'],
    });
    const shopOnly = webhookRecord({
      id: '0f000000-0000-4000-8000-0000000000b3',
      projectNamesFilter: ['SH*'],
    });
    const stagingOnly = webhookRecord({
      id: '0f000000-0000-4000-8000-0000000000b4',
      environmentTypesFilter: ['STAGING'],
    });
    const disabled = webhookRecord({ id: '0f000000-0000-4000-8000-0000000000b5', enabled: false });
    for (const webhook of [all, failuresOnly, shopOnly, stagingOnly, disabled])
      await store.insertWebhook(webhook);
    const matching = await store.webhooksMatching(deploymentEvent('DEPLOYMENT_SUCCEEDED'));
    expect(matching.map((webhook) => webhook.id).sort()).toEqual([all.id, shopOnly.id]);
  });

  it('lets two dispatchers on one outbox send each delivery once', async () => {
    const receiver = await startReceiver();
    try {
      const store = await makeStore();
      const webhook = webhookRecord({ targetUrl: receiver.url });
      await store.insertWebhook(webhook);
      const clock = manualClock(new Date());
      const newId = sequentialIds('cccccccc');
      for (let count = 0; count < 10; count += 1) {
        await store.enqueue(deliveriesFor(deploymentEvent(), [webhook], clock.now(), newId));
      }
      const dispatcher = () =>
        createWebhookDispatcher({
          store,
          runtime: { clock, newId },
          concurrency: 3,
          transport: httpTransport(loopbackAllowed),
        });
      const [a, b] = await Promise.all([dispatcher().runDue(), dispatcher().runDue()]);
      expect(a.attempted + b.attempted).toBe(10);
      const ids = receiver.received.map((request) => request.headers['webhook-id']);
      expect(ids).toHaveLength(10);
      expect(new Set(ids).size).toBe(10);
    } finally {
      await receiver.close();
    }
  });
}
