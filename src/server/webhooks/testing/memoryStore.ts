import type { ReadReach } from '../../domain/reach';
import { webhookMatches } from '../matching';
import type {
  AttemptRecord,
  ClaimedDelivery,
  DeliveryLogEntry,
  DeliveryRecord,
  WebhookEvent,
  WebhookRecord,
} from '../records';
import type { Lease, ListWindow, WebhookStore } from '../store';

/** Records are copied in and out, so callers never share state with the store (as with a database). */
function copy<T>(value: T): T {
  return structuredClone(value);
}

function slice<T>(items: T[], window: ListWindow | null): T[] {
  return window ? items.slice(window.offset, window.offset + window.limit) : items;
}

/** Whether a role reading `reach` (everything: null) sees the delivery in the log: the rule of `ofLog`. */
function inReach(delivery: DeliveryRecord, reach: ReadReach | null): boolean {
  if (reach === null || delivery.test) return true;
  if (delivery.projectId === null || delivery.environmentType === null) return false;
  const types = reach.environmentTypes.get(delivery.projectId);
  if (types === undefined) return false;
  return types === null || types.includes(delivery.environmentType);
}

/** The store in memory: for tests, and the rule book the SQL store follows. */
export function memoryWebhookStore(): WebhookStore {
  const webhooks = new Map<string, WebhookRecord>();
  const deliveries = new Map<string, DeliveryRecord>();
  const attempts = new Map<string, AttemptRecord[]>();

  const ownWebhook = (organizationId: string, webhookId: string) => {
    const webhook = webhooks.get(webhookId);
    return webhook && webhook.organizationId === organizationId ? webhook : null;
  };

  const isFree = (delivery: DeliveryRecord, now: Date) =>
    delivery.leaseExpiresAt === null || delivery.leaseExpiresAt.getTime() <= now.getTime();

  /** When a PENDING delivery can be claimed: when due, and not before a lease on it runs out. */
  const claimableAt = (delivery: DeliveryRecord): number =>
    Math.max(delivery.nextAttemptAt?.getTime() ?? Infinity, delivery.leaseExpiresAt?.getTime() ?? -Infinity);

  const pendingOfEnabled = () =>
    [...deliveries.values()].filter(
      (delivery) => delivery.status === 'PENDING' && webhooks.get(delivery.webhookId)?.enabled === true,
    );

  const logEntry = (delivery: DeliveryRecord): DeliveryLogEntry => ({
    delivery: copy(delivery),
    attempts: copy(attempts.get(delivery.id) ?? []),
  });

  const logOf = (webhookId: string, reach: ReadReach | null) =>
    [...deliveries.values()].filter(
      (delivery) => delivery.webhookId === webhookId && inReach(delivery, reach),
    );

  const newestFirst = (a: DeliveryRecord, b: DeliveryRecord) =>
    b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);

  return {
    async insertWebhook(webhook) {
      webhooks.set(webhook.id, copy(webhook));
    },
    async getWebhook(organizationId, webhookId) {
      const webhook = ownWebhook(organizationId, webhookId);
      return webhook ? copy(webhook) : null;
    },
    async listWebhooks(organizationId, window) {
      const owned = [...webhooks.values()]
        .filter((webhook) => webhook.organizationId === organizationId)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      return slice(owned, window).map(copy);
    },
    async countWebhooks(organizationId) {
      return [...webhooks.values()].filter((webhook) => webhook.organizationId === organizationId).length;
    },
    async updateWebhook(webhook) {
      if (!ownWebhook(webhook.organizationId, webhook.id)) return false;
      webhooks.set(webhook.id, copy(webhook));
      return true;
    },
    async deleteWebhook(organizationId, webhookId) {
      if (!ownWebhook(organizationId, webhookId)) return false;
      webhooks.delete(webhookId);
      for (const delivery of [...deliveries.values()]) {
        if (delivery.webhookId !== webhookId) continue;
        deliveries.delete(delivery.id);
        attempts.delete(delivery.id);
      }
      return true;
    },

    async webhooksMatching(event: WebhookEvent) {
      return [...webhooks.values()].filter((webhook) => webhookMatches(webhook, event)).map(copy);
    },
    async enqueue(added) {
      const existing = new Set(
        [...deliveries.values()].map((delivery) => `${delivery.eventId}/${delivery.webhookId}`),
      );
      const inserted: DeliveryRecord[] = [];
      for (const delivery of added) {
        const key = `${delivery.eventId}/${delivery.webhookId}`;
        if (existing.has(key) || !webhooks.has(delivery.webhookId)) continue;
        existing.add(key);
        deliveries.set(delivery.id, copy(delivery));
        attempts.set(delivery.id, []);
        inserted.push(copy(delivery));
      }
      return inserted;
    },
    async claimDue(now: Date, limit: number, lease: Lease) {
      const due = pendingOfEnabled()
        .filter((delivery) => isFree(delivery, now) && claimableAt(delivery) <= now.getTime())
        .sort((a, b) => claimableAt(a) - claimableAt(b) || a.createdAt.getTime() - b.createdAt.getTime())
        .slice(0, limit);
      return due.map((delivery): ClaimedDelivery => {
        delivery.leaseToken = lease.token;
        delivery.leaseExpiresAt = new Date(lease.until);
        return { delivery: copy(delivery), webhook: copy(webhooks.get(delivery.webhookId) as WebhookRecord) };
      });
    },
    async recordAttempt(attempt, leaseToken, nextAttemptAt) {
      const delivery = deliveries.get(attempt.deliveryId);
      if (!delivery || delivery.status !== 'PENDING' || delivery.leaseToken !== leaseToken) return false;
      attempts.get(delivery.id)?.push(copy(attempt));
      delivery.attemptCount = attempt.attempt;
      delivery.status = attempt.succeeded ? 'SUCCEEDED' : nextAttemptAt ? 'PENDING' : 'FAILED';
      delivery.nextAttemptAt = delivery.status === 'PENDING' ? nextAttemptAt : null;
      delivery.leaseToken = null;
      delivery.leaseExpiresAt = null;
      return true;
    },
    async nextDueAt() {
      const times = pendingOfEnabled().map(claimableAt);
      return times.length === 0 ? null : new Date(Math.min(...times));
    },
    async listDeliveries(webhookId, window, reach = null) {
      return slice(logOf(webhookId, reach).sort(newestFirst), window).map(logEntry);
    },
    async countDeliveries(webhookId, reach = null) {
      return logOf(webhookId, reach).length;
    },
    async getDelivery(deliveryId) {
      const delivery = deliveries.get(deliveryId);
      return delivery ? logEntry(delivery) : null;
    },
  };
}
