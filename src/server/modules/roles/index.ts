export { createRoleService, requireMayGrant, type RoleChoice, type RoleService } from './service';
export {
  targetOfCluster,
  targetOfDeployment,
  targetOfDeploymentRequest,
  targetOfEnvironment,
  targetOfProject,
  targetOfService,
  targetOfStage,
  targetOfVariable,
  targetOfVariableParent,
} from './targets';
export { withinReach } from './withinReach';
