import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deploymentStageEndpoints,
  type DeploymentStage,
  type DeploymentStageList,
} from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import { stageChangeScope, stageKeys } from './keys';
import { dropStageReadsUnderWay } from './stageListReads';

/**
 * Deletes an empty stage; the ones after it move up. The server refuses one that holds services (a 400 naming
 * them): the default notice says so in its words.
 */
export function useDeleteStage(
  environmentId: string,
  { onSuccess, onError }: MutationCallbacks<void, DeploymentStage> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = () => queryClient.invalidateQueries({ queryKey: stageKeys.list(environmentId) });
  return useMutation({
    scope: stageChangeScope(environmentId),
    onMutate: () => dropStageReadsUnderWay(queryClient, environmentId),
    mutationFn: (stage: DeploymentStage) =>
      call(deploymentStageEndpoints.delete, { params: { deploymentStageId: stage.id } }),
    onSuccess: async (_nothing, stage) => {
      queryClient.setQueryData<DeploymentStageList>(stageKeys.list(environmentId), (list) =>
        list ? { results: list.results.filter((other) => other.id !== stage.id) } : list,
      );
      // The server renumbered the stages after it.
      await refresh();
      notify({ severity: 'success', message: `Stage ${stage.name} deleted.` });
      await onSuccess?.(undefined, stage);
    },
    onError: async (error, stage) => {
      // Refused most likely because services arrived meanwhile: show the stages as they are now.
      await refresh();
      if (onError) onError(error, stage);
      else notify(errorNotice(error, `delete stage ${stage.name}`));
    },
  });
}
