import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReceivedRequest } from './testing/receiver';
import { closedPort, receiverPool } from './testing/receiver';
import { deploymentEvent, secret } from './testing/harness';
import { webhookStores } from './testing/webhookStores';
import { loopbackAllowed } from '../testing/outbound';
import { manualTimers } from '../testing/timers';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from './schedule';
import { httpTransport, type TransportResult } from './transport';

describe.each(webhookStores())('on $name', (webhookStore) => {
  const harness = webhookStore.use();

  const receivers = receiverPool();
  afterEach(() => receivers.closeAll());

  /** Verifies as a receiver would at the moment the request was sent (the library checks the timestamp's age). */
  function verifiedAt(request: ReceivedRequest | undefined, at: Date): unknown {
    const now = vi.spyOn(Date, 'now').mockReturnValue(at.getTime());
    try {
      return new Webhook(secret).verify(request?.body ?? '', request?.headers as Record<string, string>);
    } finally {
      now.mockRestore();
    }
  }

  describe('retries', () => {
    it('retry a receiver that is down on the schedule, then deliver once it is up', async () => {
      const port = await closedPort();
      const h = harness();
      const webhook = await h.addWebhook({ targetUrl: `http://127.0.0.1:${port}/hooks` });
      const [delivery] = await h.dispatcher.publish(deploymentEvent('DEPLOYMENT_SUCCEEDED'));

      expect(await h.dispatcher.runDue()).toMatchObject({ attempted: 1, retrying: 1 });
      h.clock.advance(4999);
      expect(await h.dispatcher.runDue()).toMatchObject({ attempted: 0 });
      h.clock.advance(1);
      expect(await h.dispatcher.runDue()).toMatchObject({ attempted: 1, retrying: 1 });

      const receiver = await receivers.up(port);
      h.clock.advance(5 * 60_000);
      expect(await h.dispatcher.runDue()).toMatchObject({ attempted: 1, succeeded: 1 });

      const [entry] = await h.store.listDeliveries(webhook.id, null);
      expect(entry?.delivery).toMatchObject({ status: 'SUCCEEDED', attemptCount: 3, nextAttemptAt: null });
      expect(
        entry?.attempts.map(({ attempt, statusCode, succeeded }) => ({ attempt, statusCode, succeeded })),
      ).toEqual([
        { attempt: 1, statusCode: null, succeeded: false },
        { attempt: 2, statusCode: null, succeeded: false },
        { attempt: 3, statusCode: 200, succeeded: true },
      ]);
      expect(entry?.attempts[0]?.error).toMatch(/ECONNREFUSED/);
      expect(receiver.received.map((request) => request.headers['webhook-id'])).toEqual([delivery?.id]);
    });

    it('sign every attempt of a delivery with the same webhook-id and that attempt’s timestamp', async () => {
      const receiver = await receivers.up();
      receiver.answerNext(
        { status: 500, body: 'database is down' },
        { status: 503 },
        { status: 200, body: 'thanks' },
      );
      const h = harness();
      const webhook = await h.addWebhook({ targetUrl: receiver.url });
      const [delivery] = await h.dispatcher.publish(deploymentEvent());

      const sentAt: Date[] = [];
      for (const wait of [0, RETRY_DELAYS_MS[0] ?? 0, RETRY_DELAYS_MS[1] ?? 0]) {
        h.clock.advance(wait);
        sentAt.push(h.clock.now());
        await h.dispatcher.runDue();
      }

      expect(receiver.received).toHaveLength(3);
      receiver.received.forEach((request, index) => {
        expect(request.headers['webhook-id']).toBe(delivery?.id);
        expect(request.headers['webhook-timestamp']).toBe(
          String(Math.floor((sentAt[index]?.getTime() ?? 0) / 1000)),
        );
        expect(request.body).toBe(receiver.received[0]?.body);
        expect(() => verifiedAt(request, sentAt[index] ?? new Date())).not.toThrow();
      });
      const [entry] = await h.store.listDeliveries(webhook.id, null);
      expect(entry?.attempts.map((attempt) => [attempt.statusCode, attempt.responseBody])).toEqual([
        [500, 'database is down'],
        [503, ''],
        [200, 'thanks'],
      ]);
    });

    it('count a receiver that does not answer in time as a failure', async () => {
      const receiver = await receivers.up();
      receiver.answerNext('hang');
      // The time limit runs on timers the test fires: a receiver is late when the test says so, never by load.
      const timers = manualTimers();
      const h = harness({ timeoutMs: 50, transport: httpTransport(loopbackAllowed, timers) });
      const webhook = await h.addWebhook({ targetUrl: receiver.url });
      await h.dispatcher.publish(deploymentEvent());

      const firstPass = h.dispatcher.runDue();
      await receiver.whenReceived(1);
      expect(timers.fire(50)).toBe(1);
      expect(await firstPass).toMatchObject({ attempted: 1, retrying: 1 });
      const [entry] = await h.store.listDeliveries(webhook.id, null);
      expect(entry?.attempts[0]).toMatchObject({
        statusCode: null,
        succeeded: false,
        error: 'no answer within 50 ms',
      });
      expect(entry?.delivery.nextAttemptAt).toEqual(new Date(h.clock.now().getTime() + 5000));

      // The second attempt is answered; its limit, never fired, is let go with the answer.
      h.clock.advance(5000);
      expect(await h.dispatcher.runDue()).toMatchObject({ attempted: 1, succeeded: 1 });
      expect(timers.pending()).toBe(0);
    });

    it('give up after the last attempt, each wait scaled by the time scale', async () => {
      const receiver = await receivers.up();
      receiver.answerNext(...Array.from({ length: MAX_ATTEMPTS + 1 }, () => ({ status: 500 })));
      const timeScale = 0.5;
      const h = harness({ timeScale });
      const webhook = await h.addWebhook({ targetUrl: receiver.url });
      await h.dispatcher.publish(deploymentEvent());

      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        const due = await h.store.nextDueAt();
        if (!due) throw new Error(`attempt ${attempt} was never scheduled`);
        h.clock.set(due);
        const expected = attempt === MAX_ATTEMPTS ? { failed: 1 } : { retrying: 1 };
        expect(await h.dispatcher.runDue()).toMatchObject({ attempted: 1, ...expected });
      }

      const [entry] = await h.store.listDeliveries(webhook.id, null);
      expect(entry?.delivery).toMatchObject({
        status: 'FAILED',
        attemptCount: MAX_ATTEMPTS,
        nextAttemptAt: null,
      });
      const times = entry?.attempts.map((attempt) => attempt.attemptedAt.getTime()) ?? [];
      const waits = times.slice(1).map((time, index) => time - (times[index] ?? 0));
      expect(waits).toEqual(RETRY_DELAYS_MS.map((delay) => delay * timeScale));
      expect(await h.store.nextDueAt()).toBeNull();
      h.clock.advance(24 * 3_600_000);
      expect(await h.dispatcher.runDue()).toMatchObject({ attempted: 0 });
      expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    });
  });

  describe('the running dispatcher', () => {
    it('sends what is published, retries when due, and stops', async () => {
      const answers: TransportResult[] = [
        { statusCode: 502, responseBody: '', error: null },
        { statusCode: 200, responseBody: 'ok', error: null },
      ];
      const sent: string[] = [];
      const timers = manualTimers();
      const h = harness({
        timers,
        idlePollMs: 60_000,
        timeScale: 0.01,
        transport: async (request) => {
          sent.push(request.headers['webhook-id'] ?? '');
          return answers.shift() ?? { statusCode: 200, responseBody: '', error: null };
        },
      });
      const { dispatcher } = h;
      const webhook = await h.addWebhook();

      // Each pass ends by setting the timer of the next: the test awaits that rather than a duration.
      dispatcher.start();
      expect(timers.fire(0)).toBe(1);
      await timers.whenSet(60_000);
      expect(timers.delays()).toEqual([60_000]);

      await dispatcher.publish(deploymentEvent());
      expect(timers.delays()).toEqual([0]);
      timers.fire(0);
      // The retry is due in 5 s scaled by 0.01.
      await timers.whenSet(50);
      expect(sent).toHaveLength(1);
      expect(timers.delays()).toEqual([50]);

      h.clock.advance(50);
      timers.fire(50);
      await timers.whenSet(60_000);
      expect(sent).toHaveLength(2);
      expect(new Set(sent).size).toBe(1);
      const [entry] = await h.store.listDeliveries(webhook.id, null);
      expect(entry?.delivery.status).toBe('SUCCEEDED');
      expect(timers.delays()).toEqual([60_000]);

      await dispatcher.stop();
      expect(timers.delays()).toEqual([]);
    });
  });
});
