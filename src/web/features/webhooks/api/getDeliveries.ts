import { queryOptions } from '@tanstack/react-query';
import { webhookEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { webhookKeys } from './keys';

// A delivery waiting for a retry changes on its own; a quiet check now and then shows how it went.
const PENDING_REFRESH_MS = 10_000;

/** A webhook's latest deliveries, newest first, each with every attempt. */
export const deliveriesQueryOptions = (organizationId: string, webhookId: string, pageSize: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveryPage(organizationId, webhookId, pageSize),
    queryFn: ({ signal }) =>
      call(webhookEndpoints.listDeliveries, {
        params: { organizationId, webhookId },
        query: { page_size: pageSize },
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.results.some((delivery) => delivery.status === 'PENDING')
        ? PENDING_REFRESH_MS
        : false,
  });
