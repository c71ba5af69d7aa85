import {
  serviceEndpointsByKind,
  serviceKinds,
  type BodyOf,
  type CloneServiceRequest,
  type ResponseOf,
  type ServiceKind,
} from '../../../../contract';
import { callRoute } from '../../../lib/api/client';
import type { CreateRequestOf, EditRequestOf, ServiceOf } from '../model/types';

/** The calls on services of one kind, typed by that kind. */
export interface ServiceCalls<K extends ServiceKind> {
  get: (serviceId: string, signal?: AbortSignal) => Promise<ServiceOf<K>>;
  create: (environmentId: string, body: CreateRequestOf<K>) => Promise<ServiceOf<K>>;
  edit: (serviceId: string, body: EditRequestOf<K>, basedOn?: ServiceOf<K>) => Promise<ServiceOf<K>>;
  delete: (serviceId: string) => Promise<void>;
  clone: (serviceId: string, body: CloneServiceRequest) => Promise<ServiceOf<K>>;
}

type Routes<K extends ServiceKind> = (typeof serviceEndpointsByKind)[K];

/**
 * One kind's calls, typed by its routes: what each sends is the body its route takes, what it answers is the
 * route's response (the server checks every answer against that same schema).
 */
function callsOf<K extends ServiceKind>(kind: K) {
  const routes = serviceEndpointsByKind[kind];
  const params = (serviceId: string) => ({ [serviceKinds[kind].idParam]: serviceId });
  type Answer<N extends keyof Routes<K>> = Promise<ResponseOf<Routes<K>[N]>>;
  return {
    get: (serviceId: string, signal?: AbortSignal) =>
      callRoute(routes.get, { params: params(serviceId), signal }) as Answer<'get'>,
    create: (environmentId: string, body: BodyOf<Routes<K>['create']>) =>
      callRoute(routes.create, { params: { environmentId }, body }) as Answer<'create'>,
    edit: (serviceId: string, body: BodyOf<Routes<K>['edit']>, basedOn?: object) =>
      callRoute(routes.edit, { params: params(serviceId), body, basedOn }) as Answer<'edit'>,
    delete: (serviceId: string) =>
      callRoute(routes.delete, { params: params(serviceId) }).then(() => undefined),
    clone: (serviceId: string, body: BodyOf<Routes<K>['clone']>) =>
      callRoute(routes.clone, { params: params(serviceId), body }) as Answer<'clone'>,
  };
}

/**
 * Each kind's calls, kind by kind: the compiler checks every entry against the kind's own routes (its create and
 * edit requests, its record), which a kind chosen at run time could not.
 */
const callsByKind: { [K in ServiceKind]: ServiceCalls<K> } = {
  application: callsOf('application'),
  container: callsOf('container'),
  database: callsOf('database'),
  job: callsOf('job'),
  helm: callsOf('helm'),
  terraform: callsOf('terraform'),
};

/** The calls on services of one kind. */
export function serviceCalls<K extends ServiceKind>(kind: K): ServiceCalls<K> {
  return callsByKind[kind];
}

export function getService<K extends ServiceKind>(kind: K, serviceId: string, signal?: AbortSignal) {
  return serviceCalls(kind).get(serviceId, signal);
}

export function createService<K extends ServiceKind>(
  kind: K,
  environmentId: string,
  body: CreateRequestOf<K>,
) {
  return serviceCalls(kind).create(environmentId, body);
}

export function editService<K extends ServiceKind>(
  kind: K,
  serviceId: string,
  body: EditRequestOf<K>,
  basedOn?: ServiceOf<K>,
) {
  return serviceCalls(kind).edit(serviceId, body, basedOn);
}

export function deleteService(kind: ServiceKind, serviceId: string) {
  return serviceCalls(kind).delete(serviceId);
}

export function cloneService<K extends ServiceKind>(kind: K, serviceId: string, body: CloneServiceRequest) {
  return serviceCalls(kind).clone(serviceId, body);
}
