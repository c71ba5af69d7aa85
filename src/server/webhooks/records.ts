import type { EnvironmentMode } from '../../contract/environments';
import type {
  WebhookDeliveryStatus,
  WebhookEventPayload,
  WebhookEventType,
  WebhookKind,
} from '../../contract/webhooks';

/** An organization webhook as stored. */
export interface WebhookRecord {
  id: string;
  organizationId: string;
  kind: WebhookKind;
  targetUrl: string;
  /** `whsec_` then the base64 key; needed in clear to sign, so it is stored as is. */
  secret: string;
  description: string;
  enabled: boolean;
  events: WebhookEventType[];
  projectNamesFilter: string[];
  environmentTypesFilter: EnvironmentMode[];
  createdAt: Date;
  updatedAt: Date | null;
}

/** Something that happened, before it is fanned out to the webhooks that want it. */
export interface WebhookEvent {
  /** Stable for the event: publishing it twice enqueues nothing new. */
  id: string;
  organizationId: string;
  type: WebhookEventType;
  payload: WebhookEventPayload;
  occurredAt: Date;
  /** Made up by "send test event". */
  test?: boolean;
}

/** One event on its way to one webhook: the outbox row. */
export interface DeliveryRecord {
  /** Sent as `webhook-id`: the same on every attempt, so receivers can drop duplicates. */
  id: string;
  webhookId: string;
  organizationId: string;
  eventId: string;
  eventType: WebhookEventType;
  test: boolean;
  /**
   * The project and environment type the event concerns, so that the delivery log shows a role only the events
   * of what it reads; null for a test event, which concerns none (and for deliveries older than these columns that
   * only Slack's text described, which only roles reading everything see).
   */
  projectId: string | null;
  environmentType: EnvironmentMode | null;
  kind: WebhookKind;
  /** The exact bytes posted on every attempt, fixed when the delivery is made. */
  body: string;
  createdAt: Date;
  status: WebhookDeliveryStatus;
  /** Attempts made so far; the next one is number `attemptCount + 1`. */
  attemptCount: number;
  /** When the next attempt is due; null once SUCCEEDED or FAILED. */
  nextAttemptAt: Date | null;
  /** Who holds the delivery while sending it, and until when; an expired lease can be claimed again. */
  leaseToken: string | null;
  leaseExpiresAt: Date | null;
}

/** What one attempt gave. */
export interface AttemptRecord {
  deliveryId: string;
  attempt: number;
  attemptedAt: Date;
  durationMs: number;
  targetUrl: string;
  /** Null when nothing answered. */
  statusCode: number | null;
  /** An excerpt of the answer's body (see `responseExcerpt`). */
  responseBody: string | null;
  error: string | null;
  succeeded: boolean;
}

/** A delivery with its attempts, oldest first: one line of the delivery log. */
export interface DeliveryLogEntry {
  delivery: DeliveryRecord;
  attempts: AttemptRecord[];
}

/** A delivery a worker holds the lease of, with the webhook as it is now (its URL and secret may have changed). */
export interface ClaimedDelivery {
  delivery: DeliveryRecord;
  webhook: WebhookRecord;
}
