import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { EnvironmentStatuses, ServiceStatus } from '../../../contract';
import { environmentScope } from '../queryClient';
import { deploymentStatusKeys, serviceStatusesOf } from './statuses';

/** What of a service's status, when it changes, makes the service's other views out of date. */
const deploymentFactsOf = (status: ServiceStatus) =>
  [
    status.state,
    status.service_deployment_status,
    status.last_deployment_date ?? '',
    status.deployment_request_id ?? '',
  ].join('|');

const isEnvironmentStatusesKey = (queryKey: QueryKey): queryKey is readonly [string, 'environment', string] =>
  queryKey.length === 3 &&
  queryKey[0] === deploymentStatusKeys.all[0] &&
  queryKey[1] === 'environment' &&
  typeof queryKey[2] === 'string';

const isStatusesKey = (queryKey: QueryKey) => queryKey[0] === deploymentStatusKeys.all[0];

/**
 * Keeps every view of a service in step with its polled status: when a new answer of an environment's statuses shows
 * a service's state or latest deployment changed, the queries that show deployment facts about it are refreshed
 * (its own record with the deployed commit, its history and logs: any key naming its id), and what the environment
 * keeps (its deployment history and queue). Nothing polls for this: it rides on the statuses' own polling, and only a
 * change causes a request. Returns the unsubscribe function.
 */
export function refreshViewsOnStatusChange(queryClient: QueryClient): () => void {
  // The last answer seen of each environment's statuses, by service: the cache holds only the newest.
  const seen = new Map<string, Map<string, string>>();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'removed') {
      seen.delete(event.query.queryHash);
      return;
    }
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const query = event.query as Query<unknown>;
    if (!isEnvironmentStatusesKey(query.queryKey)) return;
    const environmentId = query.queryKey[2];
    const statuses = query.state.data as EnvironmentStatuses | undefined;
    if (!statuses) return;
    const current = new Map(
      serviceStatusesOf(statuses).map((status) => [status.id, deploymentFactsOf(status)]),
    );
    const previous = seen.get(query.queryHash);
    seen.set(query.queryHash, current);
    if (!previous) return;
    const changed = [...current].filter(([id, facts]) => previous.has(id) && previous.get(id) !== facts);
    if (changed.length === 0) return;
    const changedIds = new Set(changed.map(([id]) => id));
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        !isStatusesKey(queryKey) &&
        (queryKey.some((part) => typeof part === 'string' && changedIds.has(part)) ||
          environmentScope(environmentId).every((part, index) => queryKey[index] === part)),
    });
  });
}
