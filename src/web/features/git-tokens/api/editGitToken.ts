import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gitTokenEndpoints, type GitToken, type GitTokenEditRequest } from '../../../../contract';
import { gitTokenKeys } from '../../../data/git-tokens/keys';
import { call } from '../../../lib/api/client';
import type { EditOf, MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';

export function useEditGitToken(
  organizationId: string,
  gitTokenId: string,
  { onSuccess, onError }: MutationCallbacks<GitToken, EditOf<GitTokenEditRequest, GitToken>> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ body, basedOn }: EditOf<GitTokenEditRequest, GitToken>) =>
      call(gitTokenEndpoints.edit, { params: { organizationId, gitTokenId }, body, basedOn }),
    onSuccess: async (token, body) => {
      // A new value or provider changes what the token sees.
      queryClient.removeQueries({ queryKey: gitTokenKeys.repositories(gitTokenId) });
      await queryClient.invalidateQueries({ queryKey: gitTokenKeys.list(organizationId) });
      notify({ severity: 'success', message: `Git token ${token.name} saved.` });
      await onSuccess?.(token, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, 'edit the git token')),
  });
}
