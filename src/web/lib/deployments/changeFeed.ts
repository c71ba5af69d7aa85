import { type QueryClient, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { changeEndpoints, type OrganizationChanges } from '../../../contract';
import { call } from '../api/client';
import { pollingInterval } from '../api/polling';
import type { RateBudget } from '../api/rateBudget';
import { environmentScope } from '../queryClient';
import { createStore } from '../store';
import { deploymentStatusKeys } from './statuses';

/**
 * How often an open page asks what changed in its organization. A change (a deployment started through the API, a
 * step that ended, a setting or variable saved elsewhere) shows within this and one statuses request; an idle page
 * sends one tiny request this often, however many environments and services it shows.
 */
export const CHANGE_FEED_POLL_MS = 1_000;

/** The change feed has a request budget of its own on the server, kept apart from the console's. */
export const changeFeedBudget = createStore<RateBudget | null>(null);

export const changeFeedKeys = {
  organization: (organizationId: string) => ['changes', organizationId] as const,
};

/**
 * The views of an environment that the change feed keeps live besides its statuses: a key of an environment whose
 * last part is `live` (the stage board's statuses by stage).
 */
export const LIVE_VIEW = 'live';

const isLiveViewOf = (environmentId: string, queryKey: QueryKey) =>
  queryKey.at(-1) === LIVE_VIEW &&
  environmentScope(environmentId).every((part, index) => queryKey[index] === part);

/** Refreshes what shows the environments that changed: their statuses, their projects' and their live views. */
export function refreshChangedEnvironments(
  queryClient: QueryClient,
  environments: OrganizationChanges['environments'],
): void {
  for (const environment of environments) {
    void queryClient.invalidateQueries({ queryKey: deploymentStatusKeys.environment(environment.id) });
    void queryClient.invalidateQueries({ queryKey: deploymentStatusKeys.project(environment.project_id) });
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => isLiveViewOf(environment.id, queryKey),
    });
  }
}

/**
 * What changed in the organization since the last answer: the first answer only says where things stand, each
 * later one refreshes the views of the environments it lists. Asked every second while the page is in view, never
 * in a hidden tab (it asks again when shown, and hears of everything that changed meanwhile).
 */
export const changeFeedQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: changeFeedKeys.organization(organizationId),
    queryFn: async ({ client, queryKey, signal }) => {
      const previous = client.getQueryData<OrganizationChanges>(queryKey);
      const answer = await call(changeEndpoints.changes, {
        params: { organizationId },
        query: previous ? { since: previous.version } : {},
        signal,
        budget: changeFeedBudget,
      });
      if (previous) refreshChangedEnvironments(client, answer.environments);
      return answer;
    },
    staleTime: 0,
    refetchInterval: () =>
      typeof document !== 'undefined' && document.visibilityState === 'hidden'
        ? false
        : pollingInterval(CHANGE_FEED_POLL_MS, changeFeedBudget.get()),
  });

/** Keeps the page's views of the organization in step with what changes there, whoever changed it. */
export function useChangeFeed(organizationId: string | undefined): void {
  useQuery({ ...changeFeedQueryOptions(organizationId ?? ''), enabled: organizationId !== undefined });
}
