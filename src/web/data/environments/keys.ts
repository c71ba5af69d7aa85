import { LIVE_VIEW } from '../../lib/deployments/changeFeed';
import { environmentScope } from '../../lib/queryClient';

/** Every cache key of environments and what hangs off them, from broad to narrow. */
export const environmentKeys = {
  all: ['environments'] as const,
  lists: () => [...environmentKeys.all, 'list'] as const,
  list: (projectId: string) => [...environmentKeys.lists(), projectId] as const,
  /**
   * The environment itself, under its scope so that refreshing its views reaches it; a live view, so an edit made
   * elsewhere shows through the change feed.
   */
  detail: (environmentId: string) =>
    [...environmentScope(environmentId), ...environmentKeys.all, 'detail', LIVE_VIEW] as const,
};
