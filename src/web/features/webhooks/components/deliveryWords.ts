import type { WebhookDelivery, WebhookDeliveryAttempt } from '../../../../contract';
import { formatDateTime } from '../../../lib/format';

/** How an attempt went in one line: the HTTP status (or why there was none) and how long it took. */
export function attemptOutcome(attempt: WebhookDeliveryAttempt): string {
  if (attempt.response_status_code === null) {
    return `No answer (${attempt.error ?? 'no response'}) after ${attempt.duration_ms} ms`;
  }
  return `HTTP ${attempt.response_status_code} in ${attempt.duration_ms} ms`;
}

/** How a delivery went, in a sentence, for the result of a test event. */
export function deliverySentence(delivery: WebhookDelivery): string {
  const last = delivery.attempts[delivery.attempts.length - 1];
  const outcome = last ? attemptOutcome(last) : 'not attempted yet';
  if (delivery.status === 'SUCCEEDED') return `Delivered: ${outcome}.`;
  const why = last?.error && last.response_status_code !== null ? ` (${last.error})` : '';
  const retry = delivery.next_retry_at ? ` Next attempt ${formatDateTime(delivery.next_retry_at)}.` : '';
  return `Not delivered: ${outcome}${why}.${retry}`;
}
