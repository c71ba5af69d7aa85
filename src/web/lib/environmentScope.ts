const scopeRoot = 'environment';

/**
 * The root of the cache keys of what belongs to one environment, whichever feature keeps it: the environment, its
 * services, its deployment queue, history and log. Each feature's key factory files such keys under
 * `[...environmentScope(id), <its own root>, ...]`, so one prefix reaches all of them and refreshing an environment's
 * views needs no other feature's keys (environmentViews.ts). Free of imports, as every key factory loads it.
 */
export const environmentScope = (environmentId: string) => [scopeRoot, environmentId] as const;

/**
 * A query filter's predicate for what one feature keeps under the scope of every environment at once (its own root
 * right after the scope), for a change that reaches that feature's views in all environments.
 */
export const inEveryEnvironment =
  (featureRoot: readonly string[]) =>
  ({ queryKey }: { queryKey: readonly unknown[] }) =>
    queryKey[0] === scopeRoot && featureRoot.every((part, index) => queryKey[2 + index] === part);
