import { queryOptions } from '@tanstack/react-query';
import { webhookEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { webhookKeys } from './keys';

export const webhooksQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: webhookKeys.list(organizationId),
    queryFn: ({ signal }) => call(webhookEndpoints.list, { params: { organizationId }, signal }),
  });
