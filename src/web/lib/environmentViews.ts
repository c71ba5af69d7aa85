import type { QueryClient } from '@tanstack/react-query';
import { deploymentStatusKeys } from './deployments/statuses';
import { environmentScope } from './queryClient';

/**
 * Refreshes whatever shows one environment, whichever feature holds it, after a change to it (a service created,
 * edited, cloned into it or deleted): everything under its scope, and its statuses.
 */
export function invalidateEnvironmentViews(queryClient: QueryClient, environmentId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: environmentScope(environmentId) }),
    queryClient.invalidateQueries({ queryKey: deploymentStatusKeys.environment(environmentId) }),
  ]);
}
