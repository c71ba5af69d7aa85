export { engineQueue, SCHEDULE_TRIGGER } from './schedule/engineQueue';
export { createScheduleRunner, type QueueEnvironmentAction, type ScheduleRunner } from './schedule/runner';
export { createDeploymentRuleService, type DeploymentRuleService, newEnvironmentRules } from './service';
