import { environmentScope } from '../../lib/queryClient';

/** Cache keys of deployment rules: a project's list, and an environment's own rule under the environment's scope. */
export const deploymentRuleKeys = {
  project: (projectId: string) => ['project', projectId, 'deploymentRules'] as const,
  environment: (environmentId: string) => [...environmentScope(environmentId), 'deploymentRule'] as const,
};
