export { createDeploymentRuleService, type DeploymentRuleService, newEnvironmentRules } from './service';
