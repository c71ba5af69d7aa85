import { routes } from '../endpoint';
import type { changeEndpointSchemas } from './changes.schemas';

export const changeEndpoints = routes<typeof changeEndpointSchemas>({
  changes: {
    method: 'GET',
    path: '/organization/{organizationId}/changes',
    operationId: 'listOrganizationChanges',
    access: 'read',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    status: 200,
  },
});
