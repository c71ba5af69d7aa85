import { queryOptions } from '@tanstack/react-query';
import { environmentServiceEndpoints, type AnyService, type List } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { deploymentKeys } from './keys';

const namesOf = (list: List<AnyService>): ReadonlyMap<string, string> =>
  new Map(list.results.map((service) => [service.id, service.name]));

/** The names of the environment's services by id: waiting requests name their services by id only. */
export const environmentServiceNamesQueryOptions = (environmentId: string) =>
  queryOptions({
    queryKey: deploymentKeys.environmentServices(environmentId),
    queryFn: ({ signal }) => call(environmentServiceEndpoints.listAll, { params: { environmentId }, signal }),
    select: namesOf,
    // Services are renamed seldom; a name a minute old is good enough for a queue.
    staleTime: 60_000,
  });
