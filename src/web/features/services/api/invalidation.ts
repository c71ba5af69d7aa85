import type { QueryClient } from '@tanstack/react-query';

/**
 * A service changing changes the views of its environment (its service list, counts on the project page), whichever
 * feature holds them; their keys all carry the environment's id.
 */
export function invalidateEnvironmentViews(queryClient: QueryClient, environmentId: string) {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(environmentId) });
}
