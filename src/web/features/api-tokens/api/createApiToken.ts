import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiTokenEndpoints, type ApiTokenCreated, type ApiTokenCreateRequest } from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import { apiTokenKeys } from './keys';

/** The created token (with its value) goes to the caller only; the list is refetched without values. */
export function useCreateApiToken(
  organizationId: string,
  { onSuccess, onError }: MutationCallbacks<ApiTokenCreated, ApiTokenCreateRequest> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: ApiTokenCreateRequest) =>
      call(apiTokenEndpoints.create, { params: { organizationId }, body }),
    onSuccess: async (token, body) => {
      await queryClient.invalidateQueries({ queryKey: apiTokenKeys.list(organizationId) });
      await onSuccess?.(token, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, 'create API tokens here')),
  });
}
