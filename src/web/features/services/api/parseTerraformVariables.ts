import { useMutation } from '@tanstack/react-query';
import { gitRepositoryEndpoints, type GitRepositoryRequest } from '../../../../contract';
import { call } from '../../../lib/api/client';

/** Reads the variable blocks of the .tf files at a repository's branch and root path. Changes nothing. */
export function useParseTerraformVariables(organizationId: string) {
  return useMutation({
    mutationFn: (gitRepository: GitRepositoryRequest) =>
      call(gitRepositoryEndpoints.parseTerraformVariables, {
        params: { organizationId },
        body: { git_repository: gitRepository },
      }),
  });
}
