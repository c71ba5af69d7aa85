import { customDomainEndpoints } from '../../../contract';
import { bindHandlers, type HandlerRegistry } from '../../http/handlers';
import type { CustomDomainService } from './service';

export function bindCustomDomainHandlers(registry: HandlerRegistry, domains: CustomDomainService): void {
  bindHandlers(registry, customDomainEndpoints.application, {
    list: ({ params, query }) => domains.list('application', params.applicationId, query),
    create: ({ params, body }) => domains.create('application', params.applicationId, body),
    edit: ({ params, body }) =>
      domains.edit('application', params.applicationId, params.customDomainId, body),
    delete: ({ params }) => domains.delete('application', params.applicationId, params.customDomainId),
  });
  bindHandlers(registry, customDomainEndpoints.container, {
    list: ({ params, query }) => domains.list('container', params.containerId, query),
    create: ({ params, body }) => domains.create('container', params.containerId, body),
    edit: ({ params, body }) => domains.edit('container', params.containerId, params.customDomainId, body),
    delete: ({ params }) => domains.delete('container', params.containerId, params.customDomainId),
  });
  bindHandlers(registry, customDomainEndpoints.helm, {
    list: ({ params, query }) => domains.list('helm', params.helmId, query),
    create: ({ params, body }) => domains.create('helm', params.helmId, body),
    edit: ({ params, body }) => domains.edit('helm', params.helmId, params.customDomainId, body),
    delete: ({ params }) => domains.delete('helm', params.helmId, params.customDomainId),
  });
}
