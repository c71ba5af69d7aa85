import type { environmentDeploymentRuleEndpoints, projectDeploymentRuleEndpoints } from '../../../contract';
import type { DeploymentRuleService } from '../../modules/deploymentRules';
import { callerOf, type HandlersFor } from './bind';

export function projectDeploymentRuleHandlers(
  rules: DeploymentRuleService,
): HandlersFor<typeof projectDeploymentRuleEndpoints> {
  return {
    list: ({ params }) => rules.listProjectRules(params.projectId),
    create: (context) => rules.createProjectRule(context.params.projectId, context.body, callerOf(context)),
    order: ({ params, body }) => rules.orderProjectRules(params.projectId, body),
    get: ({ params }) => rules.getProjectRule(params.projectId, params.deploymentRuleId),
    edit: (context) =>
      rules.editProjectRule(
        context.params.projectId,
        context.params.deploymentRuleId,
        context.body,
        callerOf(context),
      ),
    delete: ({ params }) => rules.deleteProjectRule(params.projectId, params.deploymentRuleId),
  };
}

export function environmentDeploymentRuleHandlers(
  rules: DeploymentRuleService,
): HandlersFor<typeof environmentDeploymentRuleEndpoints> {
  return {
    get: ({ params }) => rules.getEnvironmentRule(params.environmentId),
    edit: ({ params, body }) =>
      rules.editEnvironmentRule(params.environmentId, params.deploymentRuleId, body),
  };
}
