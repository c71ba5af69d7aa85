import { queryOptions } from '@tanstack/react-query';
import { environmentServiceEndpoints, type AnyService, type List } from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { ServiceLabel } from '../model/board';
import { stageKeys } from './keys';

const labelsOf = (list: List<AnyService>): ReadonlyMap<string, ServiceLabel> =>
  new Map(list.results.map((service) => [service.id, { name: service.name, type: service.service_type }]));

/** The names and types of the environment's services by id. */
export const serviceLabelsQueryOptions = (environmentId: string) =>
  queryOptions({
    queryKey: stageKeys.serviceLabels(environmentId),
    queryFn: ({ signal }) => call(environmentServiceEndpoints.listAll, { params: { environmentId }, signal }),
    select: labelsOf,
    // Services are renamed seldom; a name a minute old is good enough on a board.
    staleTime: 60_000,
  });
