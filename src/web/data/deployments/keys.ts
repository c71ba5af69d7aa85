import type { QueryKey } from '@tanstack/react-query';
import { environmentScope } from '../../lib/queryClient';

/** Cache keys of deployments, histories and logs (statuses have theirs in lib, shared with other features). */
export const deploymentKeys = {
  all: ['deployments'] as const,
  serviceHistory: (serviceId: string) => [...deploymentKeys.all, 'service-history', serviceId] as const,
  /** A service's log, read page by page. */
  serviceLogPages: (serviceId: string) => [...deploymentKeys.all, 'service-log-pages', serviceId] as const,
  /** What is kept of an environment's deployments, under the environment's scope. */
  inEnvironment: (environmentId: string) =>
    [...environmentScope(environmentId), ...deploymentKeys.all] as const,
  /** Whether a key is one of those, in whichever environment (a query filter's predicate). */
  inAnyEnvironment: ({ queryKey }: { queryKey: QueryKey }) => {
    const [, environmentId] = queryKey;
    return (
      typeof environmentId === 'string' &&
      deploymentKeys.inEnvironment(environmentId).every((part, index) => queryKey[index] === part)
    );
  },
  environmentHistory: (environmentId: string, pageSize: number) =>
    [...deploymentKeys.inEnvironment(environmentId), 'history', pageSize] as const,
  /** The history page by page ("Load more"), apart from the fixed-size reads above. */
  environmentHistoryPages: (environmentId: string, pageSize: number) =>
    [...deploymentKeys.inEnvironment(environmentId), 'history-pages', pageSize] as const,
  environmentQueue: (environmentId: string) =>
    [...deploymentKeys.inEnvironment(environmentId), 'queue'] as const,
  /** The environment's log (its latest deployment's), read page by page. */
  environmentLogPages: (environmentId: string) =>
    [...deploymentKeys.inEnvironment(environmentId), 'log-pages'] as const,
  /** One deployment of the environment as its history keeps it (stages as they ran), found by its id. */
  environmentHistoryEntry: (environmentId: string, deploymentId: string) =>
    [...deploymentKeys.inEnvironment(environmentId), 'history-entry', deploymentId] as const,
  deployment: (deploymentId: string) => [...deploymentKeys.all, 'deployment', deploymentId] as const,
  deploymentLogs: (deploymentId: string) => [...deploymentKeys.deployment(deploymentId), 'logs'] as const,
  /** The log read page by page, apart from the whole-log read above (the environment's log dialog). */
  deploymentLogPages: (deploymentId: string) =>
    [...deploymentKeys.deployment(deploymentId), 'log-pages'] as const,
};
