import { routes } from '../endpoint';
import type { searchEndpointSchemas } from './search.schemas';

export const searchEndpoints = routes<typeof searchEndpointSchemas>({
  search: {
    method: 'GET',
    path: '/organization/{organizationId}/search',
    operationId: 'searchOrganization',
    access: 'read',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    status: 200,
  },
});
