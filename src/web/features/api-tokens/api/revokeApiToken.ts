import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiTokenEndpoints, type ApiToken } from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import { apiTokenKeys } from './keys';

export function useRevokeApiToken(
  organizationId: string,
  { onSuccess, onError }: MutationCallbacks<void, ApiToken> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (token: ApiToken) =>
      call(apiTokenEndpoints.delete, { params: { organizationId, apiTokenId: token.id } }),
    onSuccess: async (_nothing, token) => {
      await queryClient.invalidateQueries({ queryKey: apiTokenKeys.list(organizationId) });
      notify({ severity: 'success', message: `API token ${token.name} revoked.` });
      await onSuccess?.(undefined, token);
    },
    onError: (error, token) =>
      onError ? onError(error, token) : notify(errorNotice(error, `revoke the API token ${token.name}`)),
  });
}
