import { queryOptions } from '@tanstack/react-query';
import { gitTokenEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { gitTokenKeys } from './keys';

export const gitTokensQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: gitTokenKeys.list(organizationId),
    queryFn: ({ signal }) => call(gitTokenEndpoints.list, { params: { organizationId }, signal }),
  });
