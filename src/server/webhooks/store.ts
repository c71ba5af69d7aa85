import type { ReadReach } from '../domain/reach';
import type {
  AttemptRecord,
  ClaimedDelivery,
  DeliveryLogEntry,
  DeliveryRecord,
  WebhookEvent,
  WebhookRecord,
} from './records';

/** A slice of a list, newest first. */
export interface ListWindow {
  offset: number;
  limit: number;
}

/** Who holds a claim, and until when; the holder sends, then records the attempt under the same token. */
export interface Lease {
  token: string;
  until: Date;
}

/** The webhooks of an organization. */
export interface WebhookRepository {
  insertWebhook(webhook: WebhookRecord): Promise<void>;
  getWebhook(organizationId: string, webhookId: string): Promise<WebhookRecord | null>;
  /** Oldest first; every webhook when `window` is null. */
  listWebhooks(organizationId: string, window: ListWindow | null): Promise<WebhookRecord[]>;
  countWebhooks(organizationId: string): Promise<number>;
  /** Replaces the stored webhook; false when there is none. */
  updateWebhook(webhook: WebhookRecord): Promise<boolean>;
  /** Removes the webhook with its deliveries and their attempts; false when there is none. */
  deleteWebhook(organizationId: string, webhookId: string): Promise<boolean>;
}

/**
 * The outbox of deliveries. Every method is one atomic step, so several workers (or a worker and a restart) can
 * share it: a delivery is sent by whoever holds its lease, and only that holder's attempt is recorded.
 */
export interface WebhookOutboxStore {
  /**
   * The enabled webhooks of the event's organization that subscribe to its type and whose filters let it through
   * (project name patterns, environment types); `webhookMatches` is the rule.
   */
  webhooksMatching(event: WebhookEvent): Promise<WebhookRecord[]>;
  /**
   * Adds deliveries (see `deliveriesFor`). One for an event and webhook already there is left alone, so publishing
   * an event twice sends it once. Answers the deliveries added.
   */
  enqueue(deliveries: DeliveryRecord[]): Promise<DeliveryRecord[]>;
  /**
   * Takes up to `limit` PENDING deliveries due at `now` (`nextAttemptAt <= now`), of enabled webhooks, that no one
   * holds (no lease, or one expired before `now`), earliest due first, and gives them `lease`.
   */
  claimDue(now: Date, limit: number, lease: Lease): Promise<ClaimedDelivery[]>;
  /**
   * Appends the attempt and moves its delivery on: SUCCEEDED when the attempt succeeded, else PENDING until
   * `nextAttemptAt`, or FAILED when that is null. Releases the lease. Does nothing and answers false when the
   * delivery is gone or `leaseToken` no longer holds it (its lease expired and someone else claimed it).
   */
  recordAttempt(attempt: AttemptRecord, leaseToken: string, nextAttemptAt: Date | null): Promise<boolean>;
  /** When the earliest PENDING delivery of an enabled webhook becomes claimable; null when none waits. */
  nextDueAt(): Promise<Date | null>;
  /**
   * The delivery log of a webhook, newest first, each delivery with its attempts oldest first. With `reach`, only
   * test deliveries and those of events in an environment the role reads (see `DeliveryRecord.projectId`).
   */
  listDeliveries(
    webhookId: string,
    window: ListWindow | null,
    reach?: ReadReach | null,
  ): Promise<DeliveryLogEntry[]>;
  countDeliveries(webhookId: string, reach?: ReadReach | null): Promise<number>;
  getDelivery(deliveryId: string): Promise<DeliveryLogEntry | null>;
}

export type WebhookStore = WebhookRepository & WebhookOutboxStore;
