import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deploymentStageEndpoints,
  type DeploymentStage,
  type DeploymentStageList,
  type DeploymentStageRequest,
} from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import { stageChangeScope, stageKeys } from './keys';
import { dropStageReadsUnderWay } from './stageListReads';

/** Adds a stage, last in the order. */
export function useCreateStage(
  environmentId: string,
  { onSuccess, onError }: MutationCallbacks<DeploymentStage, DeploymentStageRequest> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    scope: stageChangeScope(environmentId),
    onMutate: () => dropStageReadsUnderWay(queryClient, environmentId),
    mutationFn: (body: DeploymentStageRequest) =>
      call(deploymentStageEndpoints.create, { params: { environmentId }, body }),
    onSuccess: async (stage, body) => {
      queryClient.setQueryData<DeploymentStageList>(stageKeys.list(environmentId), (list) =>
        list ? { results: [...list.results.filter((other) => other.id !== stage.id), stage] } : list,
      );
      notify({ severity: 'success', message: `Stage ${stage.name} added.` });
      await onSuccess?.(stage, body);
    },
    onError: (error, body) => (onError ? onError(error, body) : notify(errorNotice(error, 'add the stage'))),
  });
}
