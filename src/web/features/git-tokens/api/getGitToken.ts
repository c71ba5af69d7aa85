import { queryOptions } from '@tanstack/react-query';
import { gitTokenEndpoints } from '../../../../contract';
import { gitTokenKeys } from '../../../data/git-tokens/keys';
import { call } from '../../../lib/api/client';

export const gitTokenQueryOptions = (organizationId: string, gitTokenId: string) =>
  queryOptions({
    queryKey: gitTokenKeys.detail(gitTokenId),
    queryFn: ({ signal }) => call(gitTokenEndpoints.get, { params: { organizationId, gitTokenId }, signal }),
  });
