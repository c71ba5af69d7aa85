import { queryOptions } from '@tanstack/react-query';
import { apiTokenEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { apiTokenKeys } from './keys';

export const apiTokensQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: apiTokenKeys.list(organizationId),
    queryFn: ({ signal }) => call(apiTokenEndpoints.list, { params: { organizationId }, signal }),
  });
