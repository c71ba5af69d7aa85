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

/**
 * What of an environment's own status, when it changes, makes the views it keeps out of date (its deployment
 * history, its latest deployment, its queue): a deployment starting or ending.
 */
const environmentFactsOf = ({ environment }: EnvironmentStatuses) =>
  [environment.state, environment.last_deployment_id ?? '', environment.deployment_request_id ?? ''].join(
    '|',
  );

interface Seen {
  /** Each service's deployment facts. */
  services: Map<string, string>;
  /** How many requests wait for each service: one added or withdrawn moves the queue. */
  waiting: Map<string, number>;
  environment: string;
}

function seenIn(statuses: EnvironmentStatuses): Seen {
  const services = serviceStatusesOf(statuses);
  return {
    services: new Map(services.map((status) => [status.id, deploymentFactsOf(status)])),
    waiting: new Map(services.map((status) => [status.id, status.deployment_requests_count])),
    environment: environmentFactsOf(statuses),
  };
}

/** The services known before whose value changed (a service first seen is no change). */
const changedIn = <T>(previous: Map<string, T>, current: Map<string, T>) =>
  [...current].filter(([id, value]) => previous.has(id) && previous.get(id) !== value).map(([id]) => id);

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
 * keeps (its deployment history and queue); when only the environment's deployment or its queue moved, what the
 * environment keeps. Nothing polls for this: it rides on the statuses' own polling (and the change feed), only a
 * change causes a request, and each view is asked once. Returns the unsubscribe function.
 */
export function refreshViewsOnStatusChange(queryClient: QueryClient): () => void {
  // The last answer seen of each environment's statuses: the cache holds only the newest.
  const seen = new Map<string, Seen>();
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
    const current = seenIn(statuses);
    const previous = seen.get(query.queryHash);
    seen.set(query.queryHash, current);
    if (!previous) return;
    const changedIds = new Set(changedIn(previous.services, current.services));
    const queueMoved =
      previous.environment !== current.environment || changedIn(previous.waiting, current.waiting).length > 0;
    if (changedIds.size === 0 && !queueMoved) return;
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        !isStatusesKey(queryKey) &&
        (queryKey.some((part) => typeof part === 'string' && changedIds.has(part)) ||
          environmentScope(environmentId).every((part, index) => queryKey[index] === part)),
    });
  });
}
