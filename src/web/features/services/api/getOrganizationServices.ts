import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { organizationServiceEndpoints } from '../../../../contract';
import { serviceKeys } from '../../../data/services/keys';
import { call } from '../../../lib/api/client';
import type { AllServicesQuery } from '../model/allServices';

// Deployments move states on: a list older than 15 s is read again when the page is looked at again.
const ALL_SERVICES_STALE_MS = 15_000;

/** One page of the organization's services for a set of filters; the previous page stays while the next loads. */
export const organizationServicesQueryOptions = (organizationId: string, query: AllServicesQuery) =>
  queryOptions({
    queryKey: serviceKeys.ofOrganization(organizationId, query),
    queryFn: ({ signal }) =>
      call(organizationServiceEndpoints.list, { params: { organizationId }, query, signal }),
    staleTime: ALL_SERVICES_STALE_MS,
    placeholderData: keepPreviousData,
  });
