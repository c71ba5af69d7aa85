import type {
  Webhook,
  WebhookCreated,
  WebhookDelivery,
  WebhookDeliveryAttempt,
  WebhookRequestParsed,
} from '../../contract/webhooks';
import type { Runtime } from '../runtime';
import type { AttemptRecord, DeliveryLogEntry, WebhookRecord } from './records';
import { newWebhookSecret, stableWebhookHeaders } from './signing';

/** A new webhook from a create request: without a secret, one is generated (and shown once). */
export function newWebhookRecord(
  organizationId: string,
  request: WebhookRequestParsed,
  runtime: Runtime,
): WebhookRecord {
  return {
    id: runtime.newId(),
    organizationId,
    kind: request.kind,
    targetUrl: request.target_url,
    secret: request.target_secret ?? newWebhookSecret(runtime.randomBytes),
    description: request.description ?? '',
    enabled: request.enabled,
    events: request.events,
    projectNamesFilter: request.project_names_filter,
    environmentTypesFilter: request.environment_types_filter,
    createdAt: runtime.clock.now(),
    updatedAt: null,
  };
}

/**
 * A webhook replaced by an edit (PUT): every field takes the request's value, except that an absent secret keeps
 * the current one, so editing a URL does not break every receiver's signature checks.
 */
export function editedWebhookRecord(
  current: WebhookRecord,
  request: WebhookRequestParsed,
  now: Date,
): WebhookRecord {
  return {
    ...current,
    kind: request.kind,
    targetUrl: request.target_url,
    secret: request.target_secret ?? current.secret,
    description: request.description ?? '',
    enabled: request.enabled,
    events: request.events,
    projectNamesFilter: request.project_names_filter,
    environmentTypesFilter: request.environment_types_filter,
    updatedAt: now,
  };
}

export function toWebhook(record: WebhookRecord): Webhook {
  return {
    id: record.id,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt?.toISOString(),
    organization_id: record.organizationId,
    kind: record.kind,
    target_url: record.targetUrl,
    target_secret_set: record.secret !== '',
    description: record.description,
    enabled: record.enabled,
    events: record.events,
    project_names_filter: record.projectNamesFilter,
    environment_types_filter: record.environmentTypesFilter,
  };
}

/** The create response: the only one that carries the secret. */
export function toWebhookCreated(record: WebhookRecord): WebhookCreated {
  return { ...toWebhook(record), target_secret: record.secret };
}

function toAttempt(attempt: AttemptRecord): WebhookDeliveryAttempt {
  return {
    attempt: attempt.attempt,
    attempted_at: attempt.attemptedAt.toISOString(),
    duration_ms: attempt.durationMs,
    target_url_used: attempt.targetUrl,
    response_status_code: attempt.statusCode,
    response_body: attempt.responseBody,
    error: attempt.error,
    succeeded: attempt.succeeded,
  };
}

/** One line of the delivery log; the public API's fields describe the latest attempt. */
export function toWebhookDelivery({ delivery, attempts }: DeliveryLogEntry): WebhookDelivery {
  const latest = attempts.at(-1);
  return {
    id: delivery.id,
    created_at: delivery.createdAt.toISOString(),
    webhook_id: delivery.webhookId,
    kind: delivery.kind,
    matched_event: delivery.eventType,
    is_test: delivery.test,
    request: { method: 'POST', headers: stableWebhookHeaders(delivery.id), body: JSON.parse(delivery.body) },
    target_url_used: latest?.targetUrl ?? null,
    target_response_status_code: latest?.statusCode ?? null,
    target_response_body: latest?.responseBody ?? null,
    status: delivery.status,
    attempt_count: delivery.attemptCount,
    last_attempt_at: latest?.attemptedAt.toISOString() ?? null,
    last_duration_ms: latest?.durationMs ?? null,
    next_retry_at: delivery.nextAttemptAt?.toISOString() ?? null,
    attempts: attempts.map(toAttempt),
  };
}
