import type { auditEventEndpoints, environmentConfigurationEndpoints } from '../../../contract';
import type { AuditLog } from '../../modules/audit';
import type { HandlersFor } from './bind';

export function auditEventHandlers(audit: AuditLog): HandlersFor<typeof auditEventEndpoints> {
  return {
    list: ({ params, query }) => audit.events(params.organizationId, query),
    targets: ({ params, query }) => audit.targets(params.organizationId, query),
  };
}

export function environmentConfigurationHandlers(
  audit: AuditLog,
): HandlersFor<typeof environmentConfigurationEndpoints> {
  return {
    at: ({ params, query }) => audit.configurationAt(params.environmentId, query.timestamp),
  };
}
