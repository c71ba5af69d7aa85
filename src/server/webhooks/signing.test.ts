import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { webhookSecret } from '../../contract/webhooks';
import { newWebhookSecret, webhookHeaders, webhookSignature } from './signing';
import { secret } from './testing/harness';

describe('signing as the Standard Webhooks specification says', () => {
  const body = JSON.stringify({ event_type: 'DEPLOYMENT_STARTED', payload: { application_id: 'a' } });
  const deliveryId = 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W';

  it('produces headers that the reference library verifies', () => {
    const sentAt = new Date();
    const headers = webhookHeaders({ secret, deliveryId, body, sentAt });
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'webhook-id': deliveryId,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    });
    expect(headers['user-agent']).toMatch(/platform/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('matches the reference library signature byte for byte', () => {
    const at = new Date('2026-01-15T09:00:00.000Z');
    expect(webhookSignature(secret, deliveryId, at.getTime() / 1000, body)).toBe(
      new Webhook(secret).sign(deliveryId, at, body),
    );
  });

  it('is rejected for another body, another id or another secret', () => {
    const headers = webhookHeaders({ secret, deliveryId, body, sentAt: new Date() });
    const other = newWebhookSecret(() => Buffer.alloc(24, 1));
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': 'msg_other' })).toThrow(
      WebhookVerificationError,
    );
    expect(() => new Webhook(other).verify(body, headers)).toThrow(WebhookVerificationError);
  });

  it('generates secrets of 24 random bytes that the contract and the library accept', () => {
    const generated = newWebhookSecret((size) => Buffer.alloc(size, 0xab));
    expect(generated).toBe(`whsec_${Buffer.alloc(24, 0xab).toString('base64')}`);
    expect(webhookSecret.safeParse(generated).success).toBe(true);
    const headers = webhookHeaders({ secret: generated, deliveryId, body, sentAt: new Date() });
    expect(() => new Webhook(generated).verify(body, headers)).not.toThrow();
  });
});
