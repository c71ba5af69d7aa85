import { queryOptions } from '@tanstack/react-query';
import { projectDeploymentRuleEndpoints } from '../../../contract';
import { call } from '../../lib/api/client';
import { deploymentRuleKeys } from './keys';

/**
 * The project's rules in the order a new environment's name is tried against them: the rules page, and the
 * environment copy that may take them.
 */
export const projectRulesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: deploymentRuleKeys.project(projectId),
    queryFn: ({ signal }) => call(projectDeploymentRuleEndpoints.list, { params: { projectId }, signal }),
  });
