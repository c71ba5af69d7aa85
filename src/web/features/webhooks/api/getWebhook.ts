import { queryOptions } from '@tanstack/react-query';
import { webhookEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { webhookKeys } from './keys';

export const webhookQueryOptions = (organizationId: string, webhookId: string) =>
  queryOptions({
    queryKey: webhookKeys.detail(organizationId, webhookId),
    queryFn: ({ signal }) => call(webhookEndpoints.get, { params: { organizationId, webhookId }, signal }),
  });
