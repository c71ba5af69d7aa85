import { createHmac } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '../../contract/webhooks';
import type { RandomSource } from '../runtime';

/** Receivers see it in their logs: it names who is calling. */
export const WEBHOOK_USER_AGENT = 'platform-console-webhooks/1.0';

/** 24 random bytes: the smallest key the Standard Webhooks specification allows is already 192 bits. */
const GENERATED_KEY_BYTES = 24;

export function newWebhookSecret(randomBytes: RandomSource): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(GENERATED_KEY_BYTES).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX)
    ? secret.slice(WEBHOOK_SECRET_PREFIX.length)
    : secret;
  return Buffer.from(encoded, 'base64');
}

/**
 * The `webhook-signature` value of the Standard Webhooks specification: version `v1`, then the base64
 * HMAC-SHA256 of `id.timestamp.body` keyed with the secret's bytes.
 */
export function webhookSignature(
  secret: string,
  deliveryId: string,
  timestampSeconds: number,
  body: string,
): string {
  const digest = createHmac('sha256', keyOf(secret))
    .update(`${deliveryId}.${timestampSeconds}.${body}`, 'utf8')
    .digest('base64');
  return `v1,${digest}`;
}

/** The headers every attempt carries; `webhook-timestamp` and the signature are those of this attempt. */
export function webhookHeaders(options: {
  secret: string;
  deliveryId: string;
  body: string;
  sentAt: Date;
}): Record<string, string> {
  const timestampSeconds = Math.floor(options.sentAt.getTime() / 1000);
  return {
    ...stableWebhookHeaders(options.deliveryId),
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': webhookSignature(options.secret, options.deliveryId, timestampSeconds, options.body),
  };
}

/** The headers that stay the same on every attempt: what the delivery log shows. */
export function stableWebhookHeaders(deliveryId: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
    'webhook-id': deliveryId,
  };
}
