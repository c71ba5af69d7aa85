import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeEndpoints, type EnvironmentStatuses, type ServiceState } from '../../../contract';
import { mockApi } from '../../test/mockApi';
import { rateBudget } from '../api/rateBudget';
import { environmentScope } from '../queryClient';
import { defaultBaseUrl, sessionStore } from '../session/sessionStore';
import { changeFeedBudget, changeFeedQueryOptions, LIVE_VIEW, nextChangeFeedPoll } from './changeFeed';
import { deploymentStatusKeys } from './statuses';

const ORG = 'bbbbbbbb-0000-4000-8000-000000000001';
const PROJECT = 'cccccccc-0000-4000-8000-000000000001';
const CHANGED = 'eeeeeeee-0000-4000-8000-000000000001';
const QUIET = 'eeeeeeee-0000-4000-8000-000000000002';

const statusesOf = (environmentId: string, state: ServiceState): EnvironmentStatuses => ({
  environment: {
    id: environmentId,
    state,
    last_deployment_date: null,
    last_deployment_state: 'READY',
    last_deployment_id: null,
    total_deployment_duration_in_seconds: null,
    triggered_by: null,
    deployment_status: 'NEVER_DEPLOYED',
    deployment_request_id: null,
  },
  applications: [],
  containers: [],
  databases: [],
  jobs: [],
  helms: [],
  terraforms: [],
});

const views = {
  changedStatuses: deploymentStatusKeys.environment(CHANGED),
  projectStatuses: deploymentStatusKeys.project(PROJECT),
  changedBoard: [...environmentScope(CHANGED), 'stages', LIVE_VIEW],
  changedHistory: [...environmentScope(CHANGED), 'deployments', 'history', 10],
  quietStatuses: deploymentStatusKeys.environment(QUIET),
  quietBoard: [...environmentScope(QUIET), 'stages', LIVE_VIEW],
};

afterEach(() => {
  vi.useRealTimers();
  rateBudget.set(null);
  changeFeedBudget.set(null);
});

function setUp() {
  const api = mockApi();
  sessionStore.signIn(defaultBaseUrl(), { kind: 'token', token: 'test-token' });
  const queryClient = new QueryClient();
  for (const key of Object.values(views)) queryClient.setQueryData(key, { loaded: true });
  const invalidated = () =>
    Object.entries(views)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  const ask = () => queryClient.fetchQuery({ ...changeFeedQueryOptions(ORG), staleTime: 0 });
  return { api, queryClient, invalidated, ask };
}

describe('the change feed', () => {
  it('asks from the version it last heard, and refreshes only what shows the environments named', async () => {
    const { api, queryClient, invalidated, ask } = setUp();
    api.on(changeEndpoints.changes, { body: { version: 41, environments: [] } });
    await ask();
    for (const key of Object.values(views)) queryClient.setQueryData(key, { loaded: true });

    api.on(changeEndpoints.changes, {
      body: { version: 44, environments: [{ id: CHANGED, project_id: PROJECT }] },
    });
    await ask();
    expect(invalidated()).toEqual(['changedStatuses', 'projectStatuses', 'changedBoard']);
    const asked = api.sent(changeEndpoints.changes);
    expect(asked.map((request) => request.url.searchParams.get('since'))).toEqual([null, '41']);
    await ask();
    expect(api.sent(changeEndpoints.changes)[2]?.url.searchParams.get('since')).toBe('44');
  });

  it('refreshes at its first answer every status and live view read before it, whatever the environment', async () => {
    // A deploy between a page's read of its statuses and the feed's first version would be named by no answer.
    const { api, invalidated, ask } = setUp();
    api.on(changeEndpoints.changes, { body: { version: 41, environments: [] } });
    await ask();
    expect(invalidated()).toEqual([
      'changedStatuses',
      'projectStatuses',
      'changedBoard',
      'quietStatuses',
      'quietBoard',
    ]);
  });

  it('asks a second after the last request left, not a second after its answer came', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { api, ask } = setUp();
    const answerTaking = (ms: number) => () => {
      vi.setSystemTime(Date.now() + ms);
      return { body: { version: 41, environments: [] } };
    };
    api.on(changeEndpoints.changes, answerTaking(300));
    await ask();
    expect(nextChangeFeedPoll(ORG)).toBe(700);
    // An answer slower than the pace: the next request waits half a second, so a slow server is not pressed.
    api.on(changeEndpoints.changes, answerTaking(1_600));
    await ask();
    expect(nextChangeFeedPoll(ORG)).toBe(500);
  });

  it('puts in place the statuses its answer carries, for the environments whose statuses a page shows', async () => {
    const { api, queryClient, invalidated, ask } = setUp();
    // A page shows the changed environment's statuses: its chips observe them.
    const watching = new QueryObserver(queryClient, {
      queryKey: views.changedStatuses,
      queryFn: () => new Promise<never>(() => {}),
      staleTime: Number.POSITIVE_INFINITY,
    }).subscribe(() => {});
    api.on(changeEndpoints.changes, { body: { version: 41, environments: [] } });
    await ask();
    for (const key of Object.values(views)) queryClient.setQueryData(key, { loaded: true });

    const statuses = statusesOf(CHANGED, 'QUEUED');
    api.on(changeEndpoints.changes, {
      body: { version: 42, environments: [{ id: CHANGED, project_id: PROJECT, statuses }] },
    });
    await ask();
    await vi.waitFor(() => expect(queryClient.getQueryData(views.changedStatuses)).toEqual(statuses));
    expect(invalidated()).toEqual(['projectStatuses', 'changedBoard']);
    expect(api.sent(changeEndpoints.changes)[1]?.url.searchParams.get('with_statuses')).toBe(CHANGED);
    watching();
  });

  it('leaves no poll of those statuses sent before the change to answer over them', async () => {
    const { api, queryClient, ask } = setUp();
    let answerStalePoll: (statuses: EnvironmentStatuses) => void = () => {};
    const watching = new QueryObserver(queryClient, {
      queryKey: views.changedStatuses,
      queryFn: () => new Promise<EnvironmentStatuses>((resolve) => (answerStalePoll = resolve)),
      staleTime: Number.POSITIVE_INFINITY,
    }).subscribe(() => {});
    api.on(changeEndpoints.changes, { body: { version: 41, environments: [] } });
    await ask();
    queryClient.setQueryData(views.changedStatuses, statusesOf(CHANGED, 'READY'));
    const stalePoll = queryClient.refetchQueries({ queryKey: views.changedStatuses });

    const statuses = statusesOf(CHANGED, 'QUEUED');
    api.on(changeEndpoints.changes, {
      body: { version: 42, environments: [{ id: CHANGED, project_id: PROJECT, statuses }] },
    });
    await ask();
    answerStalePoll(statusesOf(CHANGED, 'READY'));
    await stalePoll;
    await vi.waitFor(() => expect(queryClient.getQueryData(views.changedStatuses)).toEqual(statuses));
    watching();
  });

  it('keeps its request budget apart from the console’s', async () => {
    const { api, ask } = setUp();
    api.on(changeEndpoints.changes, {
      body: { version: 1, environments: [] },
      headers: {
        'X-RateLimit-Limit': '10800',
        'X-RateLimit-Remaining': '10799',
        'X-RateLimit-Reset': '2000000000',
      },
    });
    await ask();
    expect(changeFeedBudget.get()).toMatchObject({ limit: 10_800, remaining: 10_799 });
    expect(rateBudget.get()).toBeNull();
  });
});
