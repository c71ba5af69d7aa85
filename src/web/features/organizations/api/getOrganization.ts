import { queryOptions } from '@tanstack/react-query';
import { organizationEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { organizationKeys } from './keys';

export const organizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationKeys.detail(organizationId),
    queryFn: ({ signal }) => call(organizationEndpoints.get, { params: { organizationId }, signal }),
  });
