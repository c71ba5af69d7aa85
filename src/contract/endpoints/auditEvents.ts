import { routes } from '../endpoint';
import type { auditEventEndpointSchemas } from './auditEvents.schemas';

/** The audit log: what organization admins read of who changed what. */
export const auditEventEndpoints = routes<typeof auditEventEndpointSchemas>({
  list: {
    method: 'GET',
    path: '/organization/{organizationId}/events',
    operationId: 'getOrganizationEvents',
    access: 'admin',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    status: 200,
  },
  targets: {
    method: 'GET',
    path: '/organization/{organizationId}/targets',
    operationId: 'getOrganizationEventTargets',
    access: 'admin',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    status: 200,
  },
});
