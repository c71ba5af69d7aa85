import {
  serviceEndpointsByKind,
  serviceKinds,
  type CloneServiceRequest,
  type Route,
  type ServiceKind,
} from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { CreateRequestOf, EditRequestOf, ServiceOf } from '../model/types';

/*
 * The kinds table types each kind's endpoints, but indexing it with a kind chosen at run time loses the link
 * between the kind and its request and response types. These calls restore it once, here, so the rest of the
 * feature stays typed by kind.
 */
type LooseCall = (
  endpoint: Route,
  options: { params: Record<string, string>; body?: unknown; signal?: AbortSignal; basedOn?: object },
) => Promise<unknown>;
const looseCall = call as unknown as LooseCall;

const itemParams = (kind: ServiceKind, serviceId: string) => ({ [serviceKinds[kind].idParam]: serviceId });

export function getService<K extends ServiceKind>(kind: K, serviceId: string, signal?: AbortSignal) {
  return looseCall(serviceEndpointsByKind[kind].get, {
    params: itemParams(kind, serviceId),
    signal,
  }) as Promise<ServiceOf<K>>;
}

export function createService<K extends ServiceKind>(
  kind: K,
  environmentId: string,
  body: CreateRequestOf<K>,
) {
  return looseCall(serviceEndpointsByKind[kind].create, { params: { environmentId }, body }) as Promise<
    ServiceOf<K>
  >;
}

export function editService<K extends ServiceKind>(
  kind: K,
  serviceId: string,
  body: EditRequestOf<K>,
  basedOn?: ServiceOf<K>,
) {
  return looseCall(serviceEndpointsByKind[kind].edit, {
    params: itemParams(kind, serviceId),
    body,
    basedOn,
  }) as Promise<ServiceOf<K>>;
}

export function deleteService(kind: ServiceKind, serviceId: string) {
  return looseCall(serviceEndpointsByKind[kind].delete, { params: itemParams(kind, serviceId) }).then(
    () => undefined,
  );
}

export function cloneService<K extends ServiceKind>(kind: K, serviceId: string, body: CloneServiceRequest) {
  return looseCall(serviceEndpointsByKind[kind].clone, {
    params: itemParams(kind, serviceId),
    body,
  }) as Promise<ServiceOf<K>>;
}
