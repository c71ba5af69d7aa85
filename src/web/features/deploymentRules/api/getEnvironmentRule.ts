import { queryOptions } from '@tanstack/react-query';
import { environmentDeploymentRuleEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { deploymentRuleKeys } from '../../../data/deploymentRules/keys';

/** The environment's deployment rule: when auto stop starts and stops it. */
export const environmentRuleQueryOptions = (environmentId: string) =>
  queryOptions({
    queryKey: deploymentRuleKeys.environment(environmentId),
    queryFn: ({ signal }) =>
      call(environmentDeploymentRuleEndpoints.get, { params: { environmentId }, signal }),
  });
