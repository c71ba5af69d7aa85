import {
  serviceDeploymentEndpointsByKind,
  serviceKinds,
  type DeploymentLogList,
  type DeploymentRequestAccepted,
  type LogQuery,
  type List,
  type ResponseOf,
  type Route,
  type ServiceDeployment,
  type ServiceKind,
} from '../../../../contract';
import { callRoute } from '../../../lib/api/client';
import type { ServiceActionName } from '../model/serviceActions';

/** What every kind's deployment calls answer; the table below checks each kind's routes against it. */
interface DeploymentCalls {
  history: (serviceId: string, pageSize: number, signal?: AbortSignal) => Promise<List<ServiceDeployment>>;
  logs: (serviceId: string, query: LogQuery, signal?: AbortSignal) => Promise<DeploymentLogList>;
  /** Null for an action the kind does not have. */
  action: (
    serviceId: string,
    action: ServiceActionName,
    body?: object,
  ) => Promise<DeploymentRequestAccepted> | null;
}

type Routes<K extends ServiceKind> = (typeof serviceDeploymentEndpointsByKind)[K];
/** The actions a kind has (restart and stop are not everywhere). */
type ActionOf<K extends ServiceKind> = ServiceActionName & keyof Routes<K>;

/** One kind's calls, answering what its routes declare (the server checks every answer against them). */
function callsOf<K extends ServiceKind>(kind: K) {
  const routes = serviceDeploymentEndpointsByKind[kind];
  const actions: Partial<Record<ServiceActionName, Route>> = routes;
  const params = (serviceId: string) => ({ [serviceKinds[kind].idParam]: serviceId });
  return {
    history: (serviceId: string, pageSize: number, signal?: AbortSignal) =>
      callRoute(routes.history, {
        params: params(serviceId),
        query: { page_size: pageSize },
        signal,
      }) as Promise<ResponseOf<Routes<K>['history']>>,
    logs: (serviceId: string, query: LogQuery, signal?: AbortSignal) =>
      callRoute(routes.logs, { params: params(serviceId), query, signal }) as Promise<
        ResponseOf<Routes<K>['logs']>
      >,
    action: (serviceId: string, action: ServiceActionName, body?: object) => {
      const route = actions[action];
      if (!route) return null;
      return callRoute(route, { params: params(serviceId), body }) as Promise<
        ResponseOf<Routes<K>[ActionOf<K>]>
      >;
    },
  };
}

/** Each kind's calls, kind by kind, so that the compiler checks every kind's routes answer the same shapes. */
const callsByKind: Record<ServiceKind, DeploymentCalls> = {
  application: callsOf('application'),
  container: callsOf('container'),
  database: callsOf('database'),
  job: callsOf('job'),
  helm: callsOf('helm'),
  terraform: callsOf('terraform'),
};

export function getServiceHistory(
  kind: ServiceKind,
  serviceId: string,
  pageSize: number,
  signal?: AbortSignal,
) {
  return callsByKind[kind].history(serviceId, pageSize, signal);
}

/** A part of a service's log (see the API's log pages): its latest lines, lines before or after one, a search. */
export function getServiceLogPage(
  kind: ServiceKind,
  serviceId: string,
  query: LogQuery,
  signal?: AbortSignal,
) {
  return callsByKind[kind].logs(serviceId, query, signal);
}

/** Runs an action on a service; `body` only for deploy, and only for the kinds whose deploy takes one. */
export function runServiceAction(
  kind: ServiceKind,
  serviceId: string,
  action: ServiceActionName,
  body?: object,
) {
  return (
    callsByKind[kind].action(serviceId, action, body) ??
    Promise.reject(new Error(`A ${kind} has no ${action} action.`))
  );
}
