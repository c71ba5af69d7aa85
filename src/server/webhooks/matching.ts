import type { DeliveryRecord, WebhookEvent, WebhookRecord } from './records';
import { deliveryBody } from './bodies';

/** A project name pattern as a regular expression: `*` is any run of characters, case is ignored. */
export function projectPattern(pattern: string): RegExp {
  const literal = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${literal}$`, 'i');
}

export function projectNameMatches(filter: readonly string[], projectName: string): boolean {
  return filter.length === 0 || filter.some((pattern) => projectPattern(pattern.trim()).test(projectName));
}

/** Whether the webhook wants the event: the rule every store's `webhooksMatching` follows. */
export function webhookMatches(webhook: WebhookRecord, event: WebhookEvent): boolean {
  return (
    webhook.enabled &&
    webhook.organizationId === event.organizationId &&
    webhook.events.includes(event.type) &&
    projectNameMatches(webhook.projectNamesFilter, event.payload.project_name) &&
    (webhook.environmentTypesFilter.length === 0 ||
      webhook.environmentTypesFilter.includes(event.payload.environment_type))
  );
}

/**
 * The deliveries of an event: one per webhook it matches, due at once. Pure, so a store can run it inside the
 * transaction that records the state change the event announces.
 */
export function deliveriesFor(
  event: WebhookEvent,
  webhooks: readonly WebhookRecord[],
  now: Date,
  newId: () => string,
): DeliveryRecord[] {
  return webhooks
    .filter((webhook) => webhookMatches(webhook, event))
    .map((webhook) => deliveryOf(event, webhook, now, newId()));
}

/** The delivery of an event to one webhook, due at once, whatever the webhook's filters say. */
export function deliveryOf(
  event: WebhookEvent,
  webhook: WebhookRecord,
  now: Date,
  id: string,
): DeliveryRecord {
  return {
    id,
    webhookId: webhook.id,
    organizationId: event.organizationId,
    eventId: event.id,
    eventType: event.type,
    test: event.test ?? false,
    // A test event's places are made up.
    projectId: event.test ? null : event.payload.project_id,
    environmentType: event.test ? null : event.payload.environment_type,
    kind: webhook.kind,
    body: deliveryBody(webhook.kind, event),
    createdAt: now,
    status: 'PENDING',
    attemptCount: 0,
    nextAttemptAt: now,
    leaseToken: null,
    leaseExpiresAt: null,
  };
}
