import {
  type CloneServiceRequest,
  environmentServiceEndpoints,
  linkEndpoints,
  type PageQuery,
  type ServiceKind,
  serviceEndpointsByKind,
  serviceKindNames,
  serviceKinds,
} from '../../../contract';
import { bindHandlers, type HandlerRegistry, type HandlersFor } from './bind';
import type { RequestOf, ServiceManager } from '../../modules/services';
import { paginate, resultsOf } from '../pagination';

type ServiceEndpoints<K extends ServiceKind> = (typeof serviceEndpointsByKind)[K];

/** The id a service's own path names (`applicationId`, `jobId`, ...). */
export function serviceIdOf(kind: ServiceKind, params: unknown): string {
  const value = (params as Record<string, unknown>)[serviceKinds[kind].idParam];
  if (typeof value !== 'string') throw new Error(`No ${serviceKinds[kind].idParam} in the path`);
  return value;
}

/** What the handlers read of their validated input; each reads only its part, so each endpoint's fits. */
interface InEnvironment {
  params: { environmentId: string };
}
interface Listing extends InEnvironment {
  query: PageQuery;
}
interface OnService {
  params: unknown;
}
/** The body the kind's endpoint validated. */
interface Sending<B> {
  body: B;
}

/** The six operations of one kind, typed by that kind; `handlersByKind` checks them against its endpoints. */
function handlersOf<K extends ServiceKind>(kind: K, services: ServiceManager) {
  return {
    list: ({ params, query }: Listing) =>
      paginate(query, (window) => services.list(kind, params.environmentId, window)),
    create: ({ params, body }: InEnvironment & Sending<RequestOf<K>>) =>
      services.create(kind, params.environmentId, body),
    get: ({ params }: OnService) => services.get(kind, serviceIdOf(kind, params)),
    edit: ({ params, body }: OnService & Sending<RequestOf<K>>) =>
      services.edit(kind, serviceIdOf(kind, params), body),
    delete: ({ params }: OnService) => services.delete(kind, serviceIdOf(kind, params)),
    clone: ({ params, body }: OnService & Sending<CloneServiceRequest>) =>
      services.clone(kind, serviceIdOf(kind, params), body),
  };
}

type ServiceHandlers = { [K in ServiceKind]: HandlersFor<ServiceEndpoints<K>> };

/**
 * Each kind's handlers, written out kind by kind so that the compiler checks every one against its own
 * endpoints (the validated body it receives, the response it answers).
 */
function handlersByKind(services: ServiceManager): ServiceHandlers {
  return {
    application: handlersOf('application', services),
    container: handlersOf('container', services),
    database: handlersOf('database', services),
    job: handlersOf('job', services),
    helm: handlersOf('helm', services),
    terraform: handlersOf('terraform', services),
  };
}

function bindKind<K extends ServiceKind>(registry: HandlerRegistry, kind: K, handlers: ServiceHandlers) {
  bindHandlers(registry, serviceEndpointsByKind[kind], handlers[kind]);
}

/** The same handlers for each kind of service, bound to that kind's endpoints. */
export function bindServiceHandlers(registry: HandlerRegistry, services: ServiceManager): void {
  const handlers = handlersByKind(services);
  for (const kind of serviceKindNames) bindKind(registry, kind, handlers);
  bindHandlers(registry, environmentServiceEndpoints, {
    listAll: ({ params, query }) =>
      paginate(query, (window) => services.listAll(params.environmentId, window)),
  });
  bindHandlers(registry, linkEndpoints, {
    application: ({ params }) => resultsOf(services.links('application', params.applicationId)),
    container: ({ params }) => resultsOf(services.links('container', params.containerId)),
    helm: ({ params }) => resultsOf(services.links('helm', params.helmId)),
  });
}
