import type { WebhookEventType } from '../../../contract/webhooks';
import { manualClock } from '../../testing/clock';
import { loopbackAllowed } from '../../testing/outbound';
import { createWebhookDispatcher, type WebhookDispatcherOptions } from '../dispatcher';
import { httpTransport } from '../transport';
import { memoryWebhookStore } from './memoryStore';
import type { WebhookEvent, WebhookRecord } from '../records';
import type { WebhookStore } from '../store';

export const organizationId = '0a000000-0000-4000-8000-00000000000a';
export const otherOrganizationId = '0a000000-0000-4000-8000-00000000000b';
/** A fixed secret, so signatures can be checked by hand; any 24 bytes will do. */
export const secret = `whsec_${Buffer.from('0123456789abcdef01234567').toString('base64')}`;

/** UUID-shaped identifiers in the order they are made. */
export function sequentialIds(prefix = 'dddddddd'): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}-0000-4000-8000-${count.toString(16).padStart(12, '0')}`;
  };
}

export function webhookRecord(overrides: Partial<WebhookRecord> = {}): WebhookRecord {
  return {
    id: '0f000000-0000-4000-8000-000000000001',
    organizationId,
    kind: 'STANDARD',
    targetUrl: 'http://127.0.0.1:9/unused',
    secret,
    description: '',
    enabled: true,
    events: ['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED', 'DEPLOYMENT_CANCELLED'],
    projectNamesFilter: [],
    environmentTypesFilter: [],
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    updatedAt: null,
    ...overrides,
  };
}

let eventCount = 0;

export function deploymentEvent(
  type: WebhookEventType = 'DEPLOYMENT_SUCCEEDED',
  overrides: Partial<WebhookEvent['payload']> = {},
  at = new Date('2026-01-15T09:00:00.000Z'),
): WebhookEvent {
  eventCount += 1;
  return {
    id: `0e000000-0000-4000-8000-${eventCount.toString(16).padStart(12, '0')}`,
    organizationId,
    type,
    occurredAt: at,
    payload: {
      application_id: '5e000000-0000-4000-8000-000000000001',
      service_type: 'APPLICATION',
      service_name: 'storefront',
      environment_id: '0c000000-0000-4000-8000-000000000001',
      environment_name: 'production',
      environment_type: 'PRODUCTION',
      project_id: '0b000000-0000-4000-8000-000000000001',
      project_name: 'shop',
      organization_id: organizationId,
      deployment_id: '0d000000-0000-4000-8000-000000000001',
      deployment_request_id: '0d000000-0000-4000-8000-000000000002',
      action: 'DEPLOY',
      state: type === 'DEPLOYMENT_FAILED' ? 'DEPLOYMENT_ERROR' : 'DEPLOYED',
      time: at.toISOString(),
      message: type === 'DEPLOYMENT_FAILED' ? 'the build failed' : null,
      ...overrides,
    },
  };
}

/**
 * A dispatcher over `store` (the in-memory one unless given: see webhookStores.ts), on a clock that starts now
 * (receivers check timestamps against it).
 */
export function harness(
  options: Partial<Omit<WebhookDispatcherOptions, 'store' | 'runtime'>> = {},
  store: WebhookStore = memoryWebhookStore(),
) {
  const clock = manualClock(new Date());
  const newId = sequentialIds();
  const dispatcher = createWebhookDispatcher({
    store,
    runtime: { clock, newId },
    // The receivers these tests start listen on loopback.
    transport: httpTransport(loopbackAllowed),
    ...options,
  });
  return {
    clock,
    store,
    dispatcher,
    async addWebhook(overrides: Partial<WebhookRecord> = {}) {
      const webhook = webhookRecord({ id: newId(), ...overrides });
      await store.insertWebhook(webhook);
      return webhook;
    },
  };
}
