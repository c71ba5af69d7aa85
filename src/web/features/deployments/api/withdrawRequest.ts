import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deploymentEndpoints,
  environmentDeploymentEndpoints,
  type DeploymentRequestAccepted,
  type QueuedDeploymentRequest,
} from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import { withdrawal } from '../model/queue';
import { refreshAfterAction } from './actions';

/**
 * The same call cancels a request that runs: check that it still waits first, so a request that started meanwhile
 * is not canceled by a click meant to withdraw it.
 */
async function withdraw(environmentId: string, request: QueuedDeploymentRequest) {
  const queue = await call(environmentDeploymentEndpoints.queue, { params: { environmentId } });
  const current = queue.results.find((item) => item.id === request.id);
  if (!current || current.status !== 'QUEUED') throw new Error(withdrawal.gone(request));
  return call(deploymentEndpoints.cancelRequest, { params: { deploymentRequestId: request.id } });
}

/** Withdraws a request that waits in the environment's queue. */
export function useWithdrawRequest(
  environment: { id: string; name: string },
  { onSuccess, onError }: MutationCallbacks<DeploymentRequestAccepted, QueuedDeploymentRequest> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (request: QueuedDeploymentRequest) => withdraw(environment.id, request),
    onSuccess: async (accepted, request) => {
      notify({ severity: 'success', message: withdrawal.accepted(request, environment.name) });
      await refreshAfterAction(queryClient);
      await onSuccess?.(accepted, request);
    },
    onError: async (error, request) => {
      // Whatever happened, the queue shown is likely out of date.
      await refreshAfterAction(queryClient);
      if (onError) onError(error, request);
      else notify(errorNotice(error, withdrawal.attempt(request, environment.name)));
    },
  });
}
