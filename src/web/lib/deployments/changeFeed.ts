import { type QueryClient, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { changeEndpoints, MAX_ENVIRONMENTS_WITH_STATUSES, type OrganizationChanges } from '../../../contract';
import { call } from '../api/client';
import { pollingInterval } from '../api/polling';
import type { RateBudget } from '../api/rateBudget';
import { environmentScope } from '../queryClient';
import { createStore } from '../store';
import { deploymentStatusKeys } from './statuses';
import { keepCadence } from './statusPolling';

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

/** Whether a key is a live view of that environment, or of any environment when none is named. */
function isLiveView(queryKey: QueryKey, environmentId?: string): boolean {
  const [root, id] = environmentScope(environmentId ?? '');
  return (
    queryKey.at(-1) === LIVE_VIEW &&
    queryKey[0] === root &&
    (environmentId === undefined || queryKey[1] === id)
  );
}

/**
 * Refreshes what shows the environments that changed: their statuses (put in place when the answer carries them,
 * asked again otherwise), their projects' and their live views.
 */
export function refreshChangedEnvironments(
  queryClient: QueryClient,
  environments: OrganizationChanges['environments'],
): void {
  for (const environment of environments) {
    const statusesKey = deploymentStatusKeys.environment(environment.id);
    const { statuses } = environment;
    if (statuses) {
      // A poll of them sent before the change would otherwise answer over these with what was true before.
      void queryClient
        .cancelQueries({ queryKey: statusesKey, exact: true })
        .then(() => queryClient.setQueryData(statusesKey, statuses));
    } else void queryClient.invalidateQueries({ queryKey: statusesKey });
    void queryClient.invalidateQueries({ queryKey: deploymentStatusKeys.project(environment.project_id) });
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => isLiveView(queryKey, environment.id),
    });
  }
}

/** The environments whose statuses a page shows now: the feed's answer carries theirs when they change. */
function environmentsInView(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: deploymentStatusKeys.all, type: 'active' })
    .flatMap(({ queryKey }) => {
      const [, kind, environmentId] = queryKey;
      return kind === 'environment' && typeof environmentId === 'string' ? [environmentId] : [];
    })
    .slice(0, MAX_ENVIRONMENTS_WITH_STATUSES);
}

/**
 * Refreshes every status and live view read before the feed's first answer: one read before that version and a
 * change made between the two would otherwise be heard of by nobody, as the feed only names what changed after it.
 */
function refreshViewsReadBefore(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: deploymentStatusKeys.all });
  void queryClient.invalidateQueries({ predicate: ({ queryKey }) => isLiveView(queryKey) });
}

/** When each organization's feed was last asked, so its polls start a second apart however long answers take. */
const lastAskedAt = new Map<string, number>();

/**
 * How long until the organization's feed asks again: a second after its last request left (not after its answer
 * came), stretched as its budget runs low, and never in a hidden tab (it asks again when shown).
 */
export function nextChangeFeedPoll(organizationId: string): number | false {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return false;
  return keepCadence(
    pollingInterval(CHANGE_FEED_POLL_MS, changeFeedBudget.get()),
    lastAskedAt.get(organizationId),
    Date.now(),
  );
}

/**
 * What changed in the organization since the last answer: the first answer says where things stand (and refreshes
 * what was read before it), each later one refreshes the views of the environments it lists. Asked every second
 * while the page is in view (`nextChangeFeedPoll`); back from a hidden tab, it hears of everything that changed
 * meanwhile.
 */
export const changeFeedQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: changeFeedKeys.organization(organizationId),
    queryFn: async ({ client, queryKey, signal }) => {
      const previous = client.getQueryData<OrganizationChanges>(queryKey);
      lastAskedAt.set(organizationId, Date.now());
      const inView = environmentsInView(client);
      const answer = await call(changeEndpoints.changes, {
        params: { organizationId },
        query: previous
          ? { since: previous.version, with_statuses: inView.length > 0 ? inView.join(',') : undefined }
          : {},
        signal,
        budget: changeFeedBudget,
      });
      if (previous) refreshChangedEnvironments(client, answer.environments);
      else refreshViewsReadBefore(client);
      return answer;
    },
    staleTime: 0,
    refetchInterval: () => nextChangeFeedPoll(organizationId),
  });

/**
 * Keeps the page's views of the organization in step with what changes there, whoever changed it. The component
 * calling it never renders again for the feed's sake (the shell would otherwise render twice a second).
 */
export function useChangeFeed(organizationId: string | undefined): void {
  useQuery({
    ...changeFeedQueryOptions(organizationId ?? ''),
    enabled: organizationId !== undefined,
    notifyOnChangeProps: [],
  });
}
