import { queryOptions } from '@tanstack/react-query';
import { environmentServiceEndpoints, type AnyService, type List, type ServiceType } from '../../../contract';
import { call } from '../../lib/api/client';
import { serviceKeys } from './keys';

/**
 * Every service of an environment, whatever its type, in one request: its page's table, the siblings a service page
 * can switch to, the names a stage board and a deployment queue show beside ids. One cache entry for all of them.
 */
export const environmentServicesQueryOptions = (environmentId: string) =>
  queryOptions({
    queryKey: serviceKeys.list(environmentId),
    queryFn: ({ signal }) => call(environmentServiceEndpoints.listAll, { params: { environmentId }, signal }),
  });

// Services are renamed seldom: a name a minute old is good enough beside an id.
const NAMES_STALE_MS = 60_000;

/** What a stage board shows of a service it lists by id. */
export interface ServiceLabel {
  name: string;
  type: ServiceType;
}

const labelsOf = (list: List<AnyService>): ReadonlyMap<string, ServiceLabel> =>
  new Map(list.results.map((service) => [service.id, { name: service.name, type: service.service_type }]));

/** The names and types of the environment's services by id (stage lists name them by id only). */
export const serviceLabelsQueryOptions = (environmentId: string) =>
  queryOptions({
    ...environmentServicesQueryOptions(environmentId),
    select: labelsOf,
    staleTime: NAMES_STALE_MS,
  });

const namesOf = (list: List<AnyService>): ReadonlyMap<string, string> =>
  new Map(list.results.map((service) => [service.id, service.name]));

/** The names of the environment's services by id: waiting requests name their services by id only. */
export const serviceNamesQueryOptions = (environmentId: string) =>
  queryOptions({
    ...environmentServicesQueryOptions(environmentId),
    select: namesOf,
    staleTime: NAMES_STALE_MS,
  });
