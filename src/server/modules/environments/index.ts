export {
  busyEnvironmentOf,
  busyMessage,
  type DeploymentActivity,
  type EnvironmentActivity,
  idle,
} from './activity';
export { requireEnvironmentCreator } from './creationAccess';
export {
  clusterSettingsOfEnvironments,
  type EnvironmentPlacement,
  environmentsOfProject,
  findEnvironmentPlacement,
  insertEnvironment,
} from './queries';
export { createEnvironmentService, type EnvironmentService } from './service';
export { readEnvironment } from './views';
export { type NewEnvironmentRules, noRules, type RulePlacement } from './placementRules';
