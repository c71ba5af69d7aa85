import type { webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema';
import type { AttemptRecord, DeliveryRecord, WebhookRecord } from '../records';

type WebhookRow = typeof webhooks.$inferSelect;

/** How signing secrets are kept at rest: sealed with the installation's key (the secret box of modules/secrets). */
export interface SecretSealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** A secret stored before sealing began reads as itself until the start-up sealing reaches it. */
const SEALED_PREFIX = 'v1.';
export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);
type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type AttemptRow = typeof webhookAttempts.$inferSelect;

export function webhookOf(row: WebhookRow, sealer: SecretSealer): WebhookRecord {
  return {
    id: row.id,
    organizationId: row.organizationId,
    kind: row.kind,
    targetUrl: row.targetUrl,
    secret: isSealed(row.secret) ? sealer.open(row.secret) : row.secret,
    description: row.description,
    enabled: row.enabled,
    events: row.events,
    projectNamesFilter: row.projectNamesFilter,
    environmentTypesFilter: row.environmentTypesFilter,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function webhookValues(webhook: WebhookRecord, sealer: SecretSealer): typeof webhooks.$inferInsert {
  return { ...webhook, secret: webhook.secret === '' ? '' : sealer.seal(webhook.secret) };
}

export function deliveryOf(row: DeliveryRow): DeliveryRecord {
  return {
    id: row.id,
    webhookId: row.webhookId,
    organizationId: row.organizationId,
    eventId: row.eventId,
    eventType: row.eventType,
    test: row.isTest,
    projectId: row.projectId,
    environmentType: row.environmentType,
    kind: row.kind,
    body: row.body,
    createdAt: row.createdAt,
    status: row.status,
    attemptCount: row.attemptCount,
    nextAttemptAt: row.nextAttemptAt,
    leaseToken: row.leaseToken,
    leaseExpiresAt: row.leaseExpiresAt,
  };
}

export function deliveryValues({ test, ...delivery }: DeliveryRecord): typeof webhookDeliveries.$inferInsert {
  return { ...delivery, isTest: test };
}

export function attemptOf(row: AttemptRow): AttemptRecord {
  return {
    deliveryId: row.deliveryId,
    attempt: row.attempt,
    attemptedAt: row.attemptedAt,
    durationMs: row.durationMs,
    targetUrl: row.targetUrl,
    statusCode: row.statusCode,
    responseBody: row.responseBody,
    error: row.error,
    succeeded: row.succeeded,
  };
}
