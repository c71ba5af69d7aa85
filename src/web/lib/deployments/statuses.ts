import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  environmentDeploymentEndpoints,
  projectDeploymentEndpoints,
  type EnvironmentStatus,
  type EnvironmentStatuses,
  type ServiceStatus,
} from '../../../contract';
import { call } from '../api/client';
import { isInFlight } from './serviceStates';
import { currentStatusPollInterval, keepCadence } from './statusPolling';

/**
 * Cache keys of statuses. Every chip of an environment reads the one answer of its environment, so a page with fifty
 * services asks as often as a page with one. An environment's statuses keep this root rather than the environment's
 * scope (lib/queryClient.ts): an accepted action refreshes every status at once, the project pages' too.
 */
export const deploymentStatusKeys = {
  all: ['deploymentStatuses'] as const,
  environment: (environmentId: string) =>
    [...deploymentStatusKeys.all, 'environment', environmentId] as const,
  project: (projectId: string) => [...deploymentStatusKeys.all, 'project', projectId] as const,
};

/** Every service status of an environment, whatever the type. */
export function serviceStatusesOf(statuses: EnvironmentStatuses): ServiceStatus[] {
  return [
    ...statuses.applications,
    ...statuses.containers,
    ...statuses.databases,
    ...statuses.jobs,
    ...statuses.helms,
    ...statuses.terraforms,
  ];
}

const statusGroups = ['applications', 'containers', 'databases', 'jobs', 'helms', 'terraforms'] as const;

/**
 * Keeps statuses another request of the environment answered (the stage board's, by stage) where every chip of the
 * environment reads them: the board, the service's page, the lists and the palette then show one state.
 */
export function shareEnvironmentStatuses(
  queryClient: QueryClient,
  environmentId: string,
  answer: {
    environment: EnvironmentStatuses['environment'];
    stages: Omit<EnvironmentStatuses, 'environment'>[];
  },
): void {
  const statuses = { environment: answer.environment } as EnvironmentStatuses;
  for (const group of statusGroups) statuses[group] = answer.stages.flatMap((stage) => stage[group]);
  queryClient.setQueryData(deploymentStatusKeys.environment(environmentId), statuses);
}

export function statusesInFlight(statuses: EnvironmentStatuses | undefined): boolean {
  if (!statuses) return false;
  if (isInFlight(statuses.environment.state)) return true;
  return serviceStatusesOf(statuses).some(
    (status) => isInFlight(status.state) || status.deployment_requests_count > 0,
  );
}

// Chips mounting together share the first answer rather than each asking again.
const SHARED_FOR_MS = 1_000;

/** When each statuses request was last sent, so polls keep their pace however long the answers take. */
const lastAskedAt = new Map<string, number>();

/** Fetching and polling of one statuses answer: often while in flight, seldom when settled, never when hidden. */
function polled<T>(
  queryKey: readonly string[],
  ask: (signal: AbortSignal) => Promise<T>,
  inFlight: (data: T | undefined) => boolean,
) {
  const id = queryKey.join('/');
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => {
      lastAskedAt.set(id, Date.now());
      return ask(signal);
    },
    // While another view polls the answer, it is as fresh as the polling keeps it: a view mounting later (a tab, a
    // lazily loaded section) shares it rather than asking again. Alone, a view takes an answer under a second old.
    staleTime: (query) => (query.getObserversCount() > 1 ? Number.POSITIVE_INFINITY : SHARED_FOR_MS),
    refetchInterval: (query) => {
      const interval = currentStatusPollInterval(inFlight(query.state.data));
      return interval === false ? false : keepCadence(interval, lastAskedAt.get(id), Date.now());
    },
  });
}

export const environmentStatusesQueryOptions = (environmentId: string) =>
  polled(
    deploymentStatusKeys.environment(environmentId),
    (signal) => call(environmentDeploymentEndpoints.statuses, { params: { environmentId }, signal }),
    statusesInFlight,
  );

export const projectEnvironmentStatusesQueryOptions = (projectId: string) =>
  polled(
    deploymentStatusKeys.project(projectId),
    (signal) => call(projectDeploymentEndpoints.environmentStatuses, { params: { projectId }, signal }),
    (data) => data?.results.some((status) => isInFlight(status.state)) ?? false,
  );

/** The whole environment's statuses (for pages that show several services at once). */
export function useEnvironmentStatuses(environmentId: string) {
  return useQuery(environmentStatusesQueryOptions(environmentId));
}

/** One service's status out of its environment's answer; null when the answer does not list it (yet). */
export function useServiceStatus(environmentId: string, serviceId: string) {
  const select = useCallback(
    (statuses: EnvironmentStatuses): ServiceStatus | null =>
      serviceStatusesOf(statuses).find((status) => status.id === serviceId) ?? null,
    [serviceId],
  );
  return useQuery({ ...environmentStatusesQueryOptions(environmentId), select });
}

const selectEnvironment = (statuses: EnvironmentStatuses) => statuses.environment;

/** The environment's own status out of the same answer its services' chips read. */
export function useEnvironmentStatus(environmentId: string) {
  return useQuery({ ...environmentStatusesQueryOptions(environmentId), select: selectEnvironment });
}

/** One environment's status out of its project's answer (the project page lists them all). */
export function useProjectEnvironmentStatus(projectId: string, environmentId: string) {
  const select = useCallback(
    (statuses: { results: EnvironmentStatus[] }): EnvironmentStatus | null =>
      statuses.results.find((status) => status.id === environmentId) ?? null,
    [environmentId],
  );
  return useQuery({ ...projectEnvironmentStatusesQueryOptions(projectId), select });
}
