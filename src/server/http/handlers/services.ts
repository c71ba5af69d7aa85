import {
  type CloneServiceRequest,
  environmentServiceEndpoints,
  linkEndpoints,
  type PageQuery,
  type ServiceKind,
  serviceEndpointsByKind,
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

/** What the handlers read of their validated input. */
interface InEnvironment {
  params: { environmentId: string };
  query: PageQuery;
  body: unknown;
}
interface OnService {
  params: unknown;
  body: unknown;
}

function handlersOf<K extends ServiceKind>(
  kind: K,
  services: ServiceManager,
): HandlersFor<ServiceEndpoints<K>> {
  const handlers = {
    list: ({ params, query }: InEnvironment) =>
      paginate(query, (window) => services.list(kind, params.environmentId, window)),
    create: ({ params, body }: InEnvironment) =>
      services.create(kind, params.environmentId, body as RequestOf<K>),
    get: ({ params }: OnService) => services.get(kind, serviceIdOf(kind, params)),
    edit: ({ params, body }: OnService) =>
      services.edit(kind, serviceIdOf(kind, params), body as RequestOf<K>),
    delete: ({ params }: OnService) => services.delete(kind, serviceIdOf(kind, params)),
    clone: ({ params, body }: OnService) =>
      services.clone(kind, serviceIdOf(kind, params), body as CloneServiceRequest),
  };
  // Each method gets the input its endpoint validated and answers ResponseOf<K>, the response that endpoint
  // declares; TypeScript cannot follow either through the generic kind. The route validates the input with the
  // kind's schemas and checks every response against the kind's response schema.
  return handlers as unknown as HandlersFor<ServiceEndpoints<K>>;
}

function bindKind<K extends ServiceKind>(registry: HandlerRegistry, kind: K, services: ServiceManager) {
  bindHandlers(registry, serviceEndpointsByKind[kind], handlersOf(kind, services));
}

/** The same handlers for each kind of service, bound to that kind's endpoints. */
export function bindServiceHandlers(registry: HandlerRegistry, services: ServiceManager): void {
  for (const kind of Object.keys(serviceKinds) as ServiceKind[]) bindKind(registry, kind, services);
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
