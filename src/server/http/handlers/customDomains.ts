import { customDomainEndpoints } from '../../../contract';
import { bindHandlers, type HandlerRegistry } from './bind';
import type { CustomDomainService } from '../../modules/customDomains';
import { paginate } from '../pagination';

export function bindCustomDomainHandlers(registry: HandlerRegistry, domains: CustomDomainService): void {
  bindHandlers(registry, customDomainEndpoints.application, {
    list: ({ params, query }) =>
      paginate(query, (window) => domains.list('application', params.applicationId, window)),
    create: ({ params, body }) => domains.create('application', params.applicationId, body),
    edit: ({ params, body }) =>
      domains.edit('application', params.applicationId, params.customDomainId, body),
    delete: ({ params }) => domains.delete('application', params.applicationId, params.customDomainId),
  });
  bindHandlers(registry, customDomainEndpoints.container, {
    list: ({ params, query }) =>
      paginate(query, (window) => domains.list('container', params.containerId, window)),
    create: ({ params, body }) => domains.create('container', params.containerId, body),
    edit: ({ params, body }) => domains.edit('container', params.containerId, params.customDomainId, body),
    delete: ({ params }) => domains.delete('container', params.containerId, params.customDomainId),
  });
  bindHandlers(registry, customDomainEndpoints.helm, {
    list: ({ params, query }) => paginate(query, (window) => domains.list('helm', params.helmId, window)),
    create: ({ params, body }) => domains.create('helm', params.helmId, body),
    edit: ({ params, body }) => domains.edit('helm', params.helmId, params.customDomainId, body),
    delete: ({ params }) => domains.delete('helm', params.helmId, params.customDomainId),
  });
}
