import { describe, expect, it } from 'vitest';
import type { ServiceStatus } from '../../../contract';
import { describeChanges, needsRedeploy, redeployReason } from './redeployNeeded';

const status = (overrides: Partial<ServiceStatus>): ServiceStatus => ({
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  state: 'DEPLOYED',
  service_deployment_status: 'OUT_OF_DATE',
  is_part_last_deployment: true,
  status_details: { action: 'DEPLOY', status: 'SUCCESS', sub_action: 'NONE' },
  deployment_request_id: null,
  deployment_requests_count: 0,
  ...overrides,
});

describe('redeploy needed', () => {
  it('says what changed, settings by the names the form uses and variables by key', () => {
    expect(describeChanges({ settings: ['cpu', 'memory', 'healthchecks'], variables: [] })).toBe(
      'CPU, memory and health checks',
    );
    expect(describeChanges({ settings: ['ports'], variables: ['API_KEY', 'LOG_LEVEL'] })).toBe(
      'ports and the variables API_KEY and LOG_LEVEL',
    );
    expect(describeChanges({ settings: ['some_new_field'], variables: ['A'] })).toBe(
      'some new field and the variable A',
    );
    expect(describeChanges({ settings: [], variables: [] })).toBe('the configuration');
    expect(redeployReason(undefined)).toBe(
      'Changed since the running version was deployed: the configuration. Redeploy to run it.',
    );
  });

  it('is one rule for settings and variables: out of date, and no deployment of it on the way', () => {
    expect(needsRedeploy(status({}))).toBe(true);
    expect(needsRedeploy(status({ service_deployment_status: 'UP_TO_DATE' }))).toBe(false);
    expect(
      needsRedeploy(
        status({
          state: 'DEPLOYING',
          status_details: { action: 'DEPLOY', status: 'ONGOING', sub_action: 'NONE' },
        }),
      ),
    ).toBe(false);
    expect(
      needsRedeploy(
        status({
          state: 'RESTARTING',
          status_details: { action: 'RESTART', status: 'ONGOING', sub_action: 'NONE' },
        }),
      ),
    ).toBe(true);
    expect(needsRedeploy(null)).toBe(false);
  });
});
