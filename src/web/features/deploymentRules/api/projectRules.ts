import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ProjectDeploymentRule,
  projectDeploymentRuleEndpoints,
  type ProjectDeploymentRuleRequest,
} from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import { deploymentRuleKeys } from '../../../data/deploymentRules/keys';

type RuleList = { results: ProjectDeploymentRule[] };

export function useCreateProjectRule(
  projectId: string,
  { onSuccess, onError }: MutationCallbacks<ProjectDeploymentRule, ProjectDeploymentRuleRequest> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: ProjectDeploymentRuleRequest) =>
      call(projectDeploymentRuleEndpoints.create, { params: { projectId }, body }),
    onSuccess: async (rule, body) => {
      await queryClient.invalidateQueries({ queryKey: deploymentRuleKeys.project(projectId) });
      notify({ severity: 'success', message: `Rule ${rule.name} created.` });
      await onSuccess?.(rule, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, 'create the rule')),
  });
}

export function useDeleteProjectRule(projectId: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (rule: ProjectDeploymentRule) =>
      call(projectDeploymentRuleEndpoints.delete, { params: { projectId, deploymentRuleId: rule.id } }),
    onSuccess: async (_answer, rule) => {
      await queryClient.invalidateQueries({ queryKey: deploymentRuleKeys.project(projectId) });
      notify({ severity: 'success', message: `Rule ${rule.name} deleted.` });
    },
    onError: (error) => notify(errorNotice(error, 'delete the rule')),
  });
}

/**
 * Puts the rules in a new order with one request: the list shows it at once and goes back to the server's order
 * when the request is refused.
 */
export function useOrderProjectRules(projectId: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const key = deploymentRuleKeys.project(projectId);
  return useMutation({
    scope: { id: `deployment-rules:${projectId}` },
    mutationFn: (ids: string[]) =>
      call(projectDeploymentRuleEndpoints.order, {
        params: { projectId },
        body: { project_deployment_rule_ids_in_order: ids },
      }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<RuleList>(key);
      queryClient.setQueryData<RuleList>(key, (list) =>
        list ? { results: ids.flatMap((id) => list.results.filter((rule) => rule.id === id)) } : list,
      );
      return { before };
    },
    onError: (error, _ids, context) => {
      queryClient.setQueryData(key, context?.before);
      notify(errorNotice(error, 'reorder the rules'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
