import type { WebhookEventType } from '../../contract/webhooks';
import { createDriver, type EngineTimers, systemTimers } from '../engine/driver';
import type { Runtime } from '../runtime';
import { sampleEvent } from './bodies';
import { deliveriesFor, deliveryOf } from './matching';
import type {
  AttemptRecord,
  ClaimedDelivery,
  DeliveryLogEntry,
  DeliveryRecord,
  WebhookEvent,
  WebhookRecord,
} from './records';
import { nextAttemptAfter } from './schedule';
import { webhookHeaders } from './signing';
import type { WebhookOutboxStore } from './store';
import type { WebhookTransport } from './transport';

export const DEFAULT_DELIVERY_TIMEOUT_MS = 10_000;
export const DEFAULT_DELIVERY_CONCURRENCY = 4;
/** Deliveries enqueued by another process are picked up within this long. */
export const DEFAULT_IDLE_POLL_MS = 30_000;
/** Past the time limit, how long a claim still holds before another worker may take the delivery over. */
const LEASE_MARGIN_MS = 60_000;

export interface WebhookDispatcherOptions {
  store: WebhookOutboxStore;
  runtime: Pick<Runtime, 'clock' | 'newId'>;
  /** ENGINE_TIME_SCALE: multiplies every wait between attempts (not the time limit of an attempt). */
  timeScale?: number;
  /** How long a receiver has to answer one attempt. */
  timeoutMs?: number;
  /** How many deliveries are in flight at once. */
  concurrency?: number;
  timers?: EngineTimers;
  idlePollMs?: number;
  /** How attempts are sent: `httpTransport` under the server's outbound policy, or a stand-in in tests. */
  transport: WebhookTransport;
  /** Measures how long attempts take; only the log shows it, so it need not follow the injected clock. */
  elapsedMs?: () => number;
  onError?: (error: unknown) => void;
}

/** What one `runDue` did. */
export interface DispatchSummary {
  attempted: number;
  succeeded: number;
  /** Failed, with another attempt scheduled. */
  retrying: number;
  /** Failed for good: that was the last attempt. */
  failed: number;
}

export interface WebhookDispatcher {
  /** Fans the event out to the webhooks that want it; sent by the next pass (at once when started). */
  publish(event: WebhookEvent): Promise<DeliveryRecord[]>;
  /** Sends every delivery due now, `concurrency` at a time; those that fail are rescheduled, not resent here. */
  runDue(): Promise<DispatchSummary>;
  /** Sends a made-up event to the webhook now (enabled or not) and answers the delivery after that one attempt. */
  sendTest(webhook: WebhookRecord, type?: WebhookEventType): Promise<DeliveryLogEntry>;
  /** Runs a pass soon: deliveries were enqueued without `publish` (inside the engine's transactions). */
  wake(): void;
  /** Runs passes on the timers: when the next delivery is due, soon after `publish`, and every `idlePollMs`. */
  start(): void;
  /** Stops the timers and waits for a pass under way to end. */
  stop(): Promise<void>;
}

const is2xx = (status: number | null) => status !== null && status >= 200 && status < 300;

export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { store, runtime } = options;
  const { clock, newId } = runtime;
  const timeScale = options.timeScale ?? 1;
  const timeoutMs = options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_DELIVERY_CONCURRENCY);
  const { transport } = options;
  const elapsedMs = options.elapsedMs ?? (() => performance.now());
  const leaseMs = timeoutMs + LEASE_MARGIN_MS;

  const leaseFrom = (now: Date) => ({ token: newId(), until: new Date(now.getTime() + leaseMs) });

  /** Sends one attempt and records it; answers what became of the delivery (null if the lease was lost). */
  async function attempt(
    claimed: ClaimedDelivery,
    leaseToken: string,
  ): Promise<keyof DispatchSummary | null> {
    const { delivery, webhook } = claimed;
    const attemptedAt = clock.now();
    const headers = webhookHeaders({
      secret: webhook.secret,
      deliveryId: delivery.id,
      body: delivery.body,
      sentAt: attemptedAt,
    });
    const started = elapsedMs();
    const result = await transport({ url: webhook.targetUrl, headers, body: delivery.body }, timeoutMs);
    const durationMs = Math.max(0, Math.round(elapsedMs() - started));
    const succeeded = is2xx(result.statusCode);
    const number = delivery.attemptCount + 1;
    const record: AttemptRecord = {
      deliveryId: delivery.id,
      attempt: number,
      attemptedAt,
      durationMs,
      targetUrl: webhook.targetUrl,
      statusCode: result.statusCode,
      responseBody: result.responseBody,
      error: succeeded ? null : (result.error ?? `answered ${result.statusCode}, not 2xx`),
      succeeded,
    };
    // Someone testing a webhook watches the answer; trying again hours later would only add noise.
    const next = succeeded || delivery.test ? null : nextAttemptAfter(number, clock.now(), timeScale);
    if (!(await store.recordAttempt(record, leaseToken, next))) return null;
    return succeeded ? 'succeeded' : next ? 'retrying' : 'failed';
  }

  async function runDue(): Promise<DispatchSummary> {
    const summary: DispatchSummary = { attempted: 0, succeeded: 0, retrying: 0, failed: 0 };
    // Only what is due when the run starts: a retry scheduled meanwhile waits for its own pass.
    const dueAt = clock.now();
    const attempted = new Set<string>();
    const worker = async () => {
      for (;;) {
        const lease = leaseFrom(clock.now());
        const [claimed] = await store.claimDue(dueAt, 1, lease);
        // A delivery offered twice in one run means the store ignored a lease or a reschedule: stop, not spin.
        if (!claimed || attempted.has(claimed.delivery.id)) return;
        attempted.add(claimed.delivery.id);
        summary.attempted += 1;
        const outcome = await attempt(claimed, lease.token);
        if (outcome) summary[outcome] += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return summary;
  }

  const driver = createDriver({
    clock,
    timers: options.timers ?? systemTimers,
    idlePollMs: options.idlePollMs ?? DEFAULT_IDLE_POLL_MS,
    pass: async () => {
      await runDue();
      return store.nextDueAt();
    },
    onError: options.onError ?? ((error) => console.error('webhook delivery pass failed', error)),
  });

  return {
    async publish(event) {
      const now = clock.now();
      const webhooks = await store.webhooksMatching(event);
      const added = await store.enqueue(deliveriesFor(event, webhooks, now, newId));
      if (added.length > 0) driver.kick();
      return added;
    },
    runDue,
    async sendTest(webhook, type) {
      const now = clock.now();
      const event = sampleEvent({
        organizationId: webhook.organizationId,
        type: type ?? webhook.events[0] ?? 'DEPLOYMENT_SUCCEEDED',
        now,
        newId,
      });
      // Enqueued already claimed, so no worker takes it while this call sends it.
      const lease = leaseFrom(now);
      const delivery = {
        ...deliveryOf(event, webhook, now, newId()),
        leaseToken: lease.token,
        leaseExpiresAt: lease.until,
      };
      await store.enqueue([delivery]);
      await attempt({ delivery, webhook }, lease.token);
      const entry = await store.getDelivery(delivery.id);
      if (!entry)
        throw new Error(`The test delivery ${delivery.id} vanished: was its webhook deleted meanwhile?`);
      return entry;
    },
    wake: () => driver.kick(),
    start: () => driver.start(),
    stop: () => driver.stop(),
  };
}
