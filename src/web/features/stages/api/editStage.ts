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

export interface EditStageVariables {
  stageId: string;
  body: DeploymentStageRequest;
  /** The copy of the stage the form was opened with (its version goes as If-Match). */
  basedOn?: DeploymentStage | undefined;
}

/** Renames or describes a stage. */
export function useEditStage(
  environmentId: string,
  { onSuccess, onError }: MutationCallbacks<DeploymentStage, EditStageVariables> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    scope: stageChangeScope(environmentId),
    onMutate: () => dropStageReadsUnderWay(queryClient, environmentId),
    mutationFn: ({ stageId, body, basedOn }: EditStageVariables) =>
      call(deploymentStageEndpoints.edit, { params: { deploymentStageId: stageId }, body, basedOn }),
    onSuccess: async (stage, variables) => {
      queryClient.setQueryData<DeploymentStageList>(stageKeys.list(environmentId), (list) =>
        list ? { results: list.results.map((other) => (other.id === stage.id ? stage : other)) } : list,
      );
      notify({ severity: 'success', message: `Stage ${stage.name} saved.` });
      await onSuccess?.(stage, variables);
    },
    onError: (error, variables) =>
      onError ? onError(error, variables) : notify(errorNotice(error, 'save the stage')),
  });
}
