import { z } from 'zod';
import { base, description, id, timestamp } from './common';
import { deploymentEventPayload, deploymentEventType } from './deployments';
import { environmentMode } from './environments';
import { singleLine, text, trimmedLine, url } from './text';

/** Events an organization webhook can subscribe to (the spec's names win over the public API's). */
export const webhookEventType = deploymentEventType;
export type WebhookEventType = z.infer<typeof webhookEventType>;

/** STANDARD receives the event as JSON; SLACK receives a message for a Slack incoming webhook. */
export const webhookKind = z.enum(['STANDARD', 'SLACK']);
export type WebhookKind = z.infer<typeof webhookKind>;

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** The Standard Webhooks specification asks for keys of 24 to 64 bytes. */
const SECRET_MIN_BYTES = 24;
const SECRET_MAX_BYTES = 64;
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function decodedLength(encoded: string): number {
  const padding = encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0;
  return (encoded.length / 4) * 3 - padding;
}

/** A signing secret as Standard Webhooks libraries read it: `whsec_` then the base64 of the key. */
export const webhookSecret = singleLine().refine(
  (value) => {
    if (!value.startsWith(WEBHOOK_SECRET_PREFIX)) return false;
    const key = value.slice(WEBHOOK_SECRET_PREFIX.length);
    if (!base64Pattern.test(key)) return false;
    const bytes = decodedLength(key);
    return bytes >= SECRET_MIN_BYTES && bytes <= SECRET_MAX_BYTES;
  },
  {
    message: `must be "${WEBHOOK_SECRET_PREFIX}" followed by the base64 of ${SECRET_MIN_BYTES} to ${SECRET_MAX_BYTES} random bytes`,
  },
);

export const webhookTargetUrl = trimmedLine()
  .max(2048, 'must be at most 2048 characters')
  .pipe(url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }));

/** `*` stands for any run of characters; matching ignores case. */
export const projectNamePattern = trimmedLine()
  .min(1, 'must not be empty')
  .max(255, 'must be at most 255 characters');

/**
 * The body of create and of edit (PUT replaces the whole webhook). On edit, an absent `target_secret` keeps the
 * current one; on create, the server generates one and answers it once.
 */
export const webhookRequest = z.object({
  kind: webhookKind.default('STANDARD'),
  target_url: webhookTargetUrl,
  target_secret: webhookSecret.optional(),
  description: description.optional(),
  enabled: z.boolean().default(true),
  events: z
    .array(webhookEventType)
    .min(1, 'must name at least one event')
    .refine((events) => new Set(events).size === events.length, { message: 'must not repeat an event' }),
  /** Empty or absent: every project. */
  project_names_filter: z.array(projectNamePattern).max(100, 'must have at most 100 patterns').default([]),
  /** Empty or absent: every environment type. */
  environment_types_filter: z.array(environmentMode).default([]),
});
export type WebhookRequest = z.input<typeof webhookRequest>;
export type WebhookRequestParsed = z.output<typeof webhookRequest>;

export const webhook = base.extend({
  organization_id: id,
  kind: webhookKind,
  target_url: text(),
  /** The secret itself is shown once, when the webhook is created. */
  target_secret_set: z.boolean(),
  description: text(),
  enabled: z.boolean(),
  events: z.array(webhookEventType),
  project_names_filter: z.array(text()),
  environment_types_filter: z.array(environmentMode),
});
export type Webhook = z.infer<typeof webhook>;

/** Only the creation response carries the signing secret; it is never shown again. */
export const webhookCreated = webhook.extend({ target_secret: text() });
export type WebhookCreated = z.infer<typeof webhookCreated>;

/** What a receiver gets in `payload`: where a deployment has got to, with the names people filter on. */
export const webhookEventPayload = deploymentEventPayload.extend({
  project_name: text(),
  environment_name: text(),
  environment_type: environmentMode,
});
export type WebhookEventPayload = z.infer<typeof webhookEventPayload>;

/** The JSON body a STANDARD webhook receives. `test` is true only for test events. */
export const webhookDeliveryBody = z.object({
  event_type: webhookEventType,
  payload: webhookEventPayload,
  test: z.boolean().optional(),
});
export type WebhookDeliveryBody = z.infer<typeof webhookDeliveryBody>;

/** The body a SLACK webhook receives, as Slack incoming webhooks read it. */
export const slackDeliveryBody = z.object({ text: text() });
export type SlackDeliveryBody = z.infer<typeof slackDeliveryBody>;

/** PENDING: waiting for its next attempt; SUCCEEDED: a 2xx answered; FAILED: every attempt failed. */
export const webhookDeliveryStatus = z.enum(['PENDING', 'SUCCEEDED', 'FAILED']);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatus>;

/**
 * Of a receiver's answer only an excerpt of this many characters is kept, printable text only: enough to tell why
 * it refused a delivery, never a copy of whatever the target serves.
 */
export const WEBHOOK_RESPONSE_EXCERPT_LENGTH = 200;

export const webhookDeliveryAttempt = z.object({
  attempt: z.number().int().min(1),
  attempted_at: timestamp,
  duration_ms: z.number().int().min(0),
  target_url_used: text(),
  /** Null when no answer came: the connection failed or the time limit passed. */
  response_status_code: z.number().int().nullable(),
  /** The start of the answer's body, printable characters only (WEBHOOK_RESPONSE_EXCERPT_LENGTH at most). */
  response_body: text().nullable(),
  /** Why the attempt failed without an answer, or which status failed it. */
  error: text().nullable(),
  succeeded: z.boolean(),
});
export type WebhookDeliveryAttempt = z.infer<typeof webhookDeliveryAttempt>;

/**
 * One event delivered to one webhook (the public API's WebhookEventResponse). The public API's fields describe the
 * latest attempt; `attempts` lists every one, oldest first.
 */
export const webhookDelivery = z.object({
  id,
  created_at: timestamp,
  webhook_id: id,
  kind: webhookKind,
  matched_event: webhookEventType,
  is_test: z.boolean(),
  /** What was posted: the stable headers and the body. Signatures change with every attempt and are left out. */
  request: z.object({
    method: z.literal('POST'),
    headers: z.record(text(), text()),
    body: z.unknown(),
  }),
  target_url_used: text().nullable(),
  target_response_status_code: z.number().int().nullable(),
  target_response_body: text().nullable(),
  status: webhookDeliveryStatus,
  attempt_count: z.number().int().min(0),
  last_attempt_at: timestamp.nullable(),
  last_duration_ms: z.number().int().nullable(),
  next_retry_at: timestamp.nullable(),
  attempts: z.array(webhookDeliveryAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** A test event is a made-up deployment event; without `event_type` it is the webhook's first event. */
export const webhookTestRequest = z.object({ event_type: webhookEventType.optional() }).default({});
export type WebhookTestRequest = z.input<typeof webhookTestRequest>;
