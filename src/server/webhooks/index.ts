export { deliveryBody, sampleEvent, slackText } from './bodies';
export {
  createWebhookDispatcher,
  DEFAULT_DELIVERY_CONCURRENCY,
  DEFAULT_DELIVERY_TIMEOUT_MS,
  type DispatchSummary,
  type WebhookDispatcher,
  type WebhookDispatcherOptions,
} from './dispatcher';
export { deliveriesFor, deliveryOf, projectNameMatches, webhookMatches } from './matching';
export type * from './records';
export { MAX_ATTEMPTS, nextAttemptAfter, RETRY_DELAYS_MS } from './schedule';
export { newWebhookSecret, WEBHOOK_USER_AGENT, webhookHeaders, webhookSignature } from './signing';
export type { Lease, ListWindow, WebhookOutboxStore, WebhookRepository, WebhookStore } from './store';
export {
  httpTransport,
  type OutgoingWebhookRequest,
  type TransportResult,
  type WebhookTransport,
} from './transport';
export {
  editedWebhookRecord,
  newWebhookRecord,
  toWebhook,
  toWebhookCreated,
  toWebhookDelivery,
} from './views';
