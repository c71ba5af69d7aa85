import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { deploymentStageEndpoints, type DeploymentStageList } from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import {
  applyChange,
  sameArrangement,
  type AttachChange,
  type MoveChange,
  type StageChange,
} from '../model/changes';
import { stageChangeScope, stageKeys } from './keys';
import { dropStageReadsUnderWay } from './stageListReads';

/** What a move or an attach answers: the environment's stages, and whether they are what the change alone made. */
export interface ArrangedStages {
  stages: DeploymentStageList;
  /** Someone else changed the stages since the board last heard: the answer shows more than this change. */
  changedElsewhere: boolean;
}

const attach = (change: AttachChange) =>
  call(deploymentStageEndpoints.attachService, {
    params: { deploymentStageId: change.stageId, serviceId: change.serviceId },
    body: { is_skipped: change.isSkipped },
  });

const move = (change: MoveChange) => {
  const params = { deploymentStageId: change.stageId, stageId: change.anchorId };
  return change.placement === 'before'
    ? call(deploymentStageEndpoints.moveBefore, { params })
    : call(deploymentStageEndpoints.moveAfter, { params });
};

async function send(
  queryClient: QueryClient,
  environmentId: string,
  change: StageChange,
): Promise<ArrangedStages> {
  // Read when the request goes (earlier changes have answered by then: they run one after another).
  const known = queryClient.getQueryData<DeploymentStageList>(stageKeys.list(environmentId));
  const stages = change.kind === 'attach' ? await attach(change) : await move(change);
  const expected = known ? applyChange(known.results, change) : undefined;
  return { stages, changedElsewhere: expected !== undefined && !sameArrangement(expected, stages.results) };
}

/**
 * Sends one change to the stages' arrangement. Changes are not written into the cache before they answer: the board
 * lays the pending ones over the list (usePendingStageChanges), so a refused one simply drops out, and the answer,
 * the server's whole list, replaces the list as it is.
 */
function useStageChange<C extends StageChange>(
  environmentId: string,
  { onSuccess, onError }: MutationCallbacks<ArrangedStages, C>,
) {
  const queryClient = useQueryClient();
  const listKey = stageKeys.list(environmentId);
  return useMutation({
    mutationKey: stageKeys.changes(environmentId),
    scope: stageChangeScope(environmentId),
    mutationFn: (change: C) => send(queryClient, environmentId, change),
    onMutate: () => dropStageReadsUnderWay(queryClient, environmentId),
    onSuccess: async (arranged, change) => {
      queryClient.setQueryData(listKey, arranged.stages);
      await onSuccess?.(arranged, change);
    },
    onError: async (error, change) => {
      // Not waited for: the refused change drops out of the board at once, and the list follows when it answers.
      void queryClient.invalidateQueries({ queryKey: listKey });
      await onError?.(error, change);
    },
  });
}

/** Puts a service in a stage (`PUT /deploymentStage/{id}/service/{serviceId}`), or sets whether it is skipped. */
export function useAttachService(
  environmentId: string,
  callbacks: MutationCallbacks<ArrangedStages, AttachChange> = {},
) {
  return useStageChange<AttachChange>(environmentId, callbacks);
}

/** Moves a stage before or after another (`moveBefore` / `moveAfter`). */
export function useMoveStage(
  environmentId: string,
  callbacks: MutationCallbacks<ArrangedStages, MoveChange> = {},
) {
  return useStageChange<MoveChange>(environmentId, callbacks);
}

/** The changes sent or waiting to be sent, oldest first: what the board shows before the server answers. */
export function usePendingStageChanges(environmentId: string): StageChange[] {
  return useMutationState({
    filters: { mutationKey: stageKeys.changes(environmentId), status: 'pending' },
    // The key is only ever given to the mutations above, whose variables are changes.
    select: (mutation) => mutation.state.variables as StageChange,
  });
}
