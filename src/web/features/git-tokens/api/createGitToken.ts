import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gitTokenEndpoints, type GitToken, type GitTokenRequest } from '../../../../contract';
import { gitTokenKeys } from '../../../data/git-tokens/keys';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';

export function useCreateGitToken(
  organizationId: string,
  { onSuccess, onError }: MutationCallbacks<GitToken, GitTokenRequest> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: GitTokenRequest) =>
      call(gitTokenEndpoints.create, { params: { organizationId }, body }),
    onSuccess: async (token, body) => {
      await queryClient.invalidateQueries({ queryKey: gitTokenKeys.list(organizationId) });
      notify({ severity: 'success', message: `Git token ${token.name} added.` });
      await onSuccess?.(token, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, 'add git tokens here')),
  });
}
