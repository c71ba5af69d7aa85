import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gitTokenEndpoints, type GitToken } from '../../../../contract';
import { gitTokenKeys } from '../../../data/git-tokens/keys';
import { call } from '../../../lib/api/client';
import type { MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';

export function useDeleteGitToken(
  organizationId: string,
  { onSuccess, onError }: MutationCallbacks<void, GitToken> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (token: GitToken) =>
      call(gitTokenEndpoints.delete, { params: { organizationId, gitTokenId: token.id } }),
    onSuccess: async (_nothing, token) => {
      queryClient.removeQueries({ queryKey: gitTokenKeys.repositories(token.id) });
      await queryClient.invalidateQueries({ queryKey: gitTokenKeys.list(organizationId) });
      notify({ severity: 'success', message: `Git token ${token.name} deleted.` });
      await onSuccess?.(undefined, token);
    },
    onError: (error, token) =>
      onError ? onError(error, token) : notify(errorNotice(error, `delete the git token ${token.name}`)),
  });
}
