import {
  serviceDeploymentEndpointsByKind,
  serviceKinds,
  type DeploymentLogList,
  type DeploymentRequestAccepted,
  type LogQuery,
  type List,
  type ServiceDeployment,
  type Route,
  type ServiceKind,
} from '../../../../contract';
import { call } from '../../../lib/api/client';
import type { ServiceActionName } from '../model/serviceActions';

/*
 * The kinds table types each kind's endpoints, but indexing it with a kind chosen at run time loses the link
 * between the kind and its types; every kind answers the same shapes here, so the calls restore them once.
 */
type LooseCall = (
  endpoint: Route,
  options: { params: Record<string, string>; query?: object; body?: unknown; signal?: AbortSignal },
) => Promise<unknown>;
const looseCall = call as unknown as LooseCall;

const params = (kind: ServiceKind, serviceId: string) => ({ [serviceKinds[kind].idParam]: serviceId });
const endpoints = (kind: ServiceKind) =>
  serviceDeploymentEndpointsByKind[kind] as unknown as Partial<Record<string, Route>>;

export function getServiceHistory(
  kind: ServiceKind,
  serviceId: string,
  pageSize: number,
  signal?: AbortSignal,
) {
  return looseCall(endpoints(kind).history!, {
    params: params(kind, serviceId),
    query: { page_size: pageSize },
    signal,
  }) as Promise<List<ServiceDeployment>>;
}

/** A part of a service's log (see the API's log pages): its latest lines, lines before or after one, a search. */
export function getServiceLogPage(
  kind: ServiceKind,
  serviceId: string,
  query: LogQuery,
  signal?: AbortSignal,
) {
  return looseCall(endpoints(kind).logs!, {
    params: params(kind, serviceId),
    query,
    signal,
  }) as Promise<DeploymentLogList>;
}

/** Runs an action on a service; `body` only for deploy, and only for the kinds whose deploy takes one. */
export function runServiceAction(
  kind: ServiceKind,
  serviceId: string,
  action: ServiceActionName,
  body?: object,
) {
  const endpoint = endpoints(kind)[action];
  if (!endpoint) return Promise.reject(new Error(`A ${kind} has no ${action} action.`));
  return looseCall(endpoint, { params: params(kind, serviceId), body }) as Promise<DeploymentRequestAccepted>;
}
