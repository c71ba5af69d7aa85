import type { VariableResponse } from '../../../../contract';

export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';
export const ENVIRONMENT_ID = '22222222-2222-4222-8222-222222222222';
export const SERVICE_ID = '33333333-3333-4333-8333-333333333333';

let counter = 0;

/** A variable as the unified API answers it; ids are made unique, the parent follows the scope. */
export function variableFixture(overrides: Partial<VariableResponse> = {}): VariableResponse {
  counter += 1;
  const scope = overrides.scope ?? 'PROJECT';
  const parent_id = scope === 'PROJECT' ? PROJECT_ID : scope === 'ENVIRONMENT' ? ENVIRONMENT_ID : SERVICE_ID;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    key: `KEY_${counter}`,
    value: `value-${counter}`,
    mount_path: null,
    description: null,
    enable_interpolation_in_file: null,
    scope,
    variable_type: 'VALUE',
    parent_id,
    owned_by: 'USER',
    is_secret: false,
    ...(scope === 'APPLICATION'
      ? { service_id: SERVICE_ID, service_name: 'web', service_type: 'APPLICATION' }
      : {}),
    ...overrides,
  };
}

/** What an environment's statuses answer, with the service's deployment status (OUT_OF_DATE after a change). */
export function statusesAnswer(deploymentStatus: 'UP_TO_DATE' | 'OUT_OF_DATE') {
  return {
    environment: {
      id: ENVIRONMENT_ID,
      state: 'DEPLOYED' as const,
      last_deployment_date: '2026-01-01T10:00:00Z',
      last_deployment_state: 'DEPLOYED' as const,
      last_deployment_id: null,
      total_deployment_duration_in_seconds: null,
      triggered_by: null,
      deployment_status: deploymentStatus,
      deployment_request_id: null,
    },
    applications: [
      {
        id: SERVICE_ID,
        state: 'DEPLOYED' as const,
        service_deployment_status: deploymentStatus,
        is_part_last_deployment: true,
        status_details: {
          action: 'DEPLOY' as const,
          status: 'SUCCESS' as const,
          sub_action: 'NONE' as const,
        },
        deployment_request_id: null,
        deployment_requests_count: 0,
      },
    ],
    containers: [],
    databases: [],
    jobs: [],
    helms: [],
    terraforms: [],
  };
}
