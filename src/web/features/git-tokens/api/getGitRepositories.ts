import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  gitRepositoryEndpoints,
  type GitProvider,
  type gitProviderSegment,
  type GitToken,
} from '../../../../contract';
import { gitTokenKeys } from '../../../data/git-tokens/keys';
import { call } from '../../../lib/api/client';

/** How each provider is named in the repository paths. */
const pathSegment: Record<GitProvider, z.infer<typeof gitProviderSegment>> = {
  GITHUB: 'github',
  GITLAB: 'gitlab',
  BITBUCKET: 'bitbucket',
};

/** The repositories a git token can see, asked of its provider through the platform. */
export const gitRepositoriesQueryOptions = (organizationId: string, token: GitToken, search: string) =>
  queryOptions({
    queryKey: gitTokenKeys.repositorySearch(token.id, search),
    queryFn: ({ signal }) =>
      call(gitRepositoryEndpoints.listRepositories, {
        params: { organizationId, git_provider: pathSegment[token.type] },
        query: search ? { gitTokenId: token.id, search } : { gitTokenId: token.id },
        signal,
      }),
    // A provider's refusal or outage is shown with a retry button rather than retried unseen (each try may take
    // the provider's whole timeout).
    retry: false,
    staleTime: 60_000,
  });
