import type { AuditEvent, AuditEventList } from '../../../../contract';

export const PROJECT_ID = 'abababab-0000-4000-8000-000000000001';
export const ENVIRONMENT_ID = 'abababab-0000-4000-8000-000000000002';
export const SERVICE_ID = 'abababab-0000-4000-8000-000000000003';

let sequence = 0;
const nextId = () => `cdcdcdcd-${String(++sequence).padStart(4, '0')}-4000-8000-000000000000`;

/** An update of an application by a person through the console, in a live project and environment. */
export function auditEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: nextId(),
    timestamp: '2025-05-01T10:00:00.000Z',
    event_type: 'UPDATE',
    target_id: SERVICE_ID,
    target_name: 'web',
    target_type: 'APPLICATION',
    sub_target_type: null,
    change: JSON.stringify({ cpu: { before: 250, after: 500 } }),
    origin: 'CONSOLE',
    triggered_by: 'ada@example.com',
    project_id: PROJECT_ID,
    project_name: 'Shop',
    environment_id: ENVIRONMENT_ID,
    environment_name: 'production',
    user_agent: null,
    original_change: null,
    ...overrides,
  };
}

/** An answer of the events endpoint, with the given tokens in its links. */
export function eventPage(
  events: AuditEvent[],
  tokens: { older?: string; newer?: string } = {},
): AuditEventList {
  const path = '/organization/org/events';
  return {
    links: {
      ...(tokens.newer ? { previous: `${path}?step-back-token=${tokens.newer}` } : {}),
      ...(tokens.older ? { next: `${path}?continue-token=${tokens.older}` } : {}),
    },
    organization_max_limit_reached: false,
    events,
  };
}
