import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { EnvironmentStatuses, ServiceState, ServiceStatus } from '../../../contract';
import { environmentScope } from '../queryClient';
import { refreshViewsOnStatusChange } from './statusChangeRefresh';
import { deploymentStatusKeys } from './statuses';

const ENVIRONMENT = 'eeeeeeee-0000-4000-8000-000000000001';
const WEB = 'aaaaaaaa-0000-4000-8000-000000000001';
const WORKER = 'aaaaaaaa-0000-4000-8000-000000000002';

const status = (id: string, state: ServiceState, lastDeployment?: string, waiting = 0): ServiceStatus => ({
  id,
  state,
  service_deployment_status: 'UP_TO_DATE',
  last_deployment_date: lastDeployment,
  is_part_last_deployment: true,
  status_details: { action: 'DEPLOY', status: 'SUCCESS', sub_action: 'NONE' },
  deployment_request_id: null,
  deployment_requests_count: waiting,
});

const statuses = (
  applications: ServiceStatus[],
  environmentState: ServiceState = 'DEPLOYED',
): EnvironmentStatuses => ({
  environment: {
    id: ENVIRONMENT,
    state: environmentState,
    last_deployment_date: null,
    last_deployment_state: 'DEPLOYED',
    last_deployment_id: null,
    total_deployment_duration_in_seconds: null,
    triggered_by: null,
    deployment_status: 'UP_TO_DATE',
    deployment_request_id: null,
  },
  applications,
  containers: [],
  databases: [],
  jobs: [],
  helms: [],
  terraforms: [],
});

const webRecord = ['services', 'detail', 'application', WEB];
const webHistory = ['deployments', 'service-history', WEB];
const workerRecord = ['services', 'detail', 'application', WORKER];
const environmentHistory = [...environmentScope(ENVIRONMENT), 'deployments', 'history', 10];
const otherEnvironmentHistory = [...environmentScope('other'), 'deployments', 'history', 10];

let stop = () => {};
afterEach(() => stop());

function cacheWithViews() {
  const queryClient = new QueryClient();
  stop = refreshViewsOnStatusChange(queryClient);
  for (const key of [webRecord, webHistory, workerRecord, environmentHistory, otherEnvironmentHistory]) {
    queryClient.setQueryData(key, { loaded: true });
  }
  const invalidated = () =>
    [webRecord, webHistory, workerRecord, environmentHistory, otherEnvironmentHistory]
      .filter((key) => queryClient.getQueryState(key)?.isInvalidated)
      .map((key) => key.join('/'));
  const answer = (applications: ServiceStatus[], environmentState?: ServiceState) =>
    queryClient.setQueryData(
      deploymentStatusKeys.environment(ENVIRONMENT),
      statuses(applications, environmentState),
    );
  return { answer, invalidated };
}

describe('refreshViewsOnStatusChange', () => {
  it('refreshes a service’s record, its history and its environment’s views when its state changes', () => {
    const { answer, invalidated } = cacheWithViews();
    answer([status(WEB, 'DEPLOYING'), status(WORKER, 'DEPLOYED', '2025-05-01T10:00:00Z')]);
    expect(invalidated()).toEqual([]);

    answer([
      status(WEB, 'DEPLOYED', '2025-05-02T10:00:00Z'),
      status(WORKER, 'DEPLOYED', '2025-05-01T10:00:00Z'),
    ]);

    expect(invalidated()).toEqual([webRecord, webHistory, environmentHistory].map((key) => key.join('/')));
  });

  it('refreshes a service whose latest deployment changed though its state reads the same', () => {
    const { answer, invalidated } = cacheWithViews();
    answer([status(WORKER, 'DEPLOYED', '2025-05-01T10:00:00Z')]);
    answer([status(WORKER, 'DEPLOYED', '2025-05-03T10:00:00Z')]);
    expect(invalidated()).toContain(workerRecord.join('/'));
    expect(invalidated()).not.toContain(webRecord.join('/'));
  });

  it('refreshes nothing while the statuses answer the same, or when a service first appears', () => {
    const { answer, invalidated } = cacheWithViews();
    answer([status(WEB, 'DEPLOYED', '2025-05-01T10:00:00Z')]);
    answer([status(WEB, 'DEPLOYED', '2025-05-01T10:00:00Z'), status(WORKER, 'READY')]);
    expect(invalidated()).toEqual([]);
  });

  it('refreshes only what the environment keeps when its queue moves or its own deployment does', () => {
    const { answer, invalidated } = cacheWithViews();
    answer([status(WEB, 'DEPLOYING', undefined, 1)], 'DEPLOYING');
    // A request withdrawn: the service's own facts are the same, the queue is not.
    answer([status(WEB, 'DEPLOYING', undefined, 0)], 'DEPLOYING');
    expect(invalidated()).toEqual([environmentHistory.join('/')]);
  });

  it('refreshes what the environment keeps when the environment alone moves on', () => {
    const { answer, invalidated } = cacheWithViews();
    answer([status(WEB, 'DEPLOYED', '2025-05-01T10:00:00Z')], 'DEPLOYING');
    answer([status(WEB, 'DEPLOYED', '2025-05-01T10:00:00Z')], 'DEPLOYED');
    expect(invalidated()).toEqual([environmentHistory.join('/')]);
  });
});
