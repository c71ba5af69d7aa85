import { queryOptions } from '@tanstack/react-query';
import { gitTokenEndpoints } from '../../../contract';
import { call } from '../../lib/api/client';
import { gitTokenKeys } from './keys';

/** The organization's git tokens: their settings page, and what a service's repository is read through. */
export const gitTokensQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: gitTokenKeys.list(organizationId),
    queryFn: ({ signal }) => call(gitTokenEndpoints.list, { params: { organizationId }, signal }),
  });
