import { environmentScope } from '../../../lib/queryClient';

/** Every cache key of environments and what hangs off them, from broad to narrow. */
export const environmentKeys = {
  all: ['environments'] as const,
  lists: () => [...environmentKeys.all, 'list'] as const,
  list: (projectId: string) => [...environmentKeys.lists(), projectId] as const,
  /** The environment itself, under its scope so that refreshing its views reaches it. */
  detail: (environmentId: string) =>
    [...environmentScope(environmentId), ...environmentKeys.all, 'detail'] as const,
  /** The services of one environment, all types in one request. */
  services: (environmentId: string) => [...environmentKeys.detail(environmentId), 'services'] as const,
};

/** Clusters are read here only, to place new environments. */
export const clusterKeys = {
  all: ['clusters'] as const,
  list: (organizationId: string) => [...clusterKeys.all, 'list', organizationId] as const,
};
