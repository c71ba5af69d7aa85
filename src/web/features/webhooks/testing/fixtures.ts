import type { Webhook, WebhookDelivery } from '../../../../contract';
import { ORG_ID } from '../../../test/fixtures';

let sequence = 0;
const nextId = () => `fafafafa-${String(++sequence).padStart(4, '0')}-4000-8000-000000000000`;

export function webhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: nextId(),
    created_at: '2025-04-01T10:00:00Z',
    organization_id: ORG_ID,
    kind: 'STANDARD',
    target_url: 'https://hooks.acme.example.com/deployments',
    target_secret_set: true,
    description: 'Deployment feed for the ops bot',
    enabled: true,
    events: ['DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED'],
    project_names_filter: [],
    environment_types_filter: [],
    ...overrides,
  };
}

export function delivery(hook: Webhook, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: nextId(),
    created_at: '2025-05-01T10:00:00Z',
    webhook_id: hook.id,
    kind: hook.kind,
    matched_event: 'DEPLOYMENT_FAILED',
    is_test: false,
    request: { method: 'POST', headers: { 'content-type': 'application/json' }, body: {} },
    target_url_used: hook.target_url,
    target_response_status_code: 200,
    target_response_body: 'ok',
    status: 'SUCCEEDED',
    attempt_count: 1,
    last_attempt_at: '2025-05-01T10:00:01Z',
    last_duration_ms: 84,
    next_retry_at: null,
    attempts: [
      {
        attempt: 1,
        attempted_at: '2025-05-01T10:00:01Z',
        duration_ms: 84,
        target_url_used: hook.target_url,
        response_status_code: 200,
        response_body: 'ok',
        error: null,
        succeeded: true,
      },
    ],
    ...overrides,
  };
}
