/**
 * Cache keys of an environment's deployment stages, rooted at the environment (`['environment', id, 'stages', …]`)
 * so that a key root owned by the environment can hold them and drop them with it.
 */
export const stageKeys = {
  environment: (environmentId: string) => ['environment', environmentId] as const,
  all: (environmentId: string) => [...stageKeys.environment(environmentId), 'stages'] as const,
  /** The stages in order with their services (what every move and attach answers). */
  list: (environmentId: string) => [...stageKeys.all(environmentId), 'list'] as const,
  /** Every service status by stage, with each stage's state in the latest deployment. */
  live: (environmentId: string) => [...stageKeys.all(environmentId), 'live'] as const,
  /** The names and types of the environment's services (stage lists name them by id only). */
  serviceLabels: (environmentId: string) => [...stageKeys.all(environmentId), 'service-labels'] as const,
  /** Mutations that rearrange the stages: the board lays those still pending over the list. */
  changes: (environmentId: string) => [...stageKeys.all(environmentId), 'changes'] as const,
};

/** Every change to one environment's stages runs after the previous one has answered, in the order asked. */
export const stageChangeScope = (environmentId: string) => ({ id: `deployment-stages:${environmentId}` });
