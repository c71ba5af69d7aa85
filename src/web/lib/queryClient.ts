import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiError } from './api/ApiError';
import { shareKeepingEntityTags } from './api/entityTags';
import { retryDelay, shouldRetry } from './api/retry';

/*
 * The console's cache: how it is made, and the roots of the keys lib/ owns, which every feature's key factory may
 * build on. The console's entry loads this module, so the roots cost no page a request of their own.
 */

export interface QueryErrorHandlers {
  /** Credentials were refused: the session is over. */
  onUnauthorized: (error: ApiError) => void;
  /** A background read ran into the rate limit; mutations report their own failures. */
  onRateLimited: (error: ApiError) => void;
}

/** Queries and mutations that handle a 401 themselves (signing in) set this in their meta. */
export const HANDLES_UNAUTHORIZED = 'handlesUnauthorized';

export function createQueryClient(
  handlers: QueryErrorHandlers,
  options: { retry?: boolean } = {},
): QueryClient {
  const onError = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (!isApiError(error)) return;
    if (error.status === 401 && !meta?.[HANDLES_UNAUTHORIZED]) handlers.onUnauthorized(error);
  };
  const queryCache = new QueryCache({ onError: (error, query) => onError(error, query.meta) });
  // Say so at the first 429, not after waiting out the reset for the retry.
  queryCache.subscribe((event) => {
    if (event.type !== 'updated' || (event.action.type !== 'failed' && event.action.type !== 'error')) return;
    const { error } = event.action;
    if (isApiError(error) && error.status === 429) handlers.onRateLimited(error);
  });
  return new QueryClient({
    queryCache,
    mutationCache: new MutationCache({ onError: (error, _v, _r, mutation) => onError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        // Cached data shows at once on navigation and refreshes in the background after this long.
        staleTime: 30_000,
        // A record refetched keeps the version it was answered with, which edit forms send back (If-Match).
        structuralSharing: shareKeepingEntityTags,
        retry: options.retry === false ? false : shouldRetry,
        retryDelay,
      },
      // The client sends a POST whose answer was lost again itself, with the same Idempotency-Key (api/client.ts);
      // a retry here would call anew, with a new key, and could run the write twice.
      mutations: { retry: false },
    },
  });
}

/** Cache keys of who the session's credentials belong to. */
export const identityKeys = {
  all: ['identity'] as const,
  current: () => [...identityKeys.all, 'current'] as const,
};

/**
 * The root of the cache keys of what belongs to one environment, whichever feature keeps it: the environment, its
 * services, its deployment queue, history and log, its stages. Each feature's key factory files such keys under
 * `[...environmentScope(id), <its own root>, …]`, so one prefix reaches all of them and refreshing an environment's
 * views needs no other feature's keys (environmentViews.ts).
 */
export const environmentScope = (environmentId: string) => ['environment', environmentId] as const;
