import { LIVE_VIEW } from '../../../lib/deployments/changeFeed';
import { environmentScope } from '../../../lib/queryClient';

/**
 * Cache keys of an environment's deployment stages, under the environment's scope (`['environment', id, 'stages', …]`)
 * so that refreshing the environment's views (a service created, cloned or deleted) refreshes the board too.
 */
export const stageKeys = {
  all: (environmentId: string) => [...environmentScope(environmentId), 'stages'] as const,
  /**
   * The stages in order with their services (what every move and attach answers): a live view, so a change made
   * elsewhere shows through the change feed.
   */
  list: (environmentId: string) => [...stageKeys.all(environmentId), 'list', LIVE_VIEW] as const,
  /** One stage as its own GET answers it, with its version (an edit sends it back). */
  detail: (environmentId: string, stageId: string) =>
    [...stageKeys.all(environmentId), 'stage', stageId] as const,
  /** Every service status by stage, with each stage's state in the latest deployment: a live view the change feed refreshes. */
  live: (environmentId: string) => [...stageKeys.all(environmentId), LIVE_VIEW] as const,
  /** Mutations that rearrange the stages: the board lays those still pending over the list. */
  changes: (environmentId: string) => [...stageKeys.all(environmentId), 'changes'] as const,
};

/** Every change to one environment's stages runs after the previous one has answered, in the order asked. */
export const stageChangeScope = (environmentId: string) => ({ id: `deployment-stages:${environmentId}` });
