import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type EnvironmentDeploymentRule,
  environmentDeploymentRuleEndpoints,
  type EnvironmentDeploymentRuleEditRequest,
} from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { EditOf, MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import { deploymentRuleKeys } from '../../../data/deploymentRules/keys';

type EditRule = EditOf<EnvironmentDeploymentRuleEditRequest, EnvironmentDeploymentRule>;

/** Saves the environment's schedule. */
export function useEditEnvironmentRule(
  environmentId: string,
  { onSuccess, onError }: MutationCallbacks<EnvironmentDeploymentRule, EditRule> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ body, basedOn }: EditRule) =>
      call(environmentDeploymentRuleEndpoints.edit, {
        params: { environmentId, deploymentRuleId: basedOn?.id ?? environmentId },
        body,
        basedOn,
      }),
    onSuccess: async (rule, variables) => {
      queryClient.setQueryData(deploymentRuleKeys.environment(environmentId), rule);
      notify({ severity: 'success', message: 'Schedule saved.' });
      await onSuccess?.(rule, variables);
    },
    onError: (error, variables) =>
      onError ? onError(error, variables) : notify(errorNotice(error, 'save the schedule')),
  });
}
