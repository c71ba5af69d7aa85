import { routes } from '../endpoint';
import type { organizationServiceEndpointSchemas } from './organizationServices.schemas';

export const organizationServiceEndpoints = routes<typeof organizationServiceEndpointSchemas>({
  list: {
    method: 'GET',
    path: '/organization/{organizationId}/services',
    operationId: 'listServicesByOrganizationId',
    access: 'read',
    scopeParam: { param: 'organizationId', kind: 'organization' },
    status: 200,
  },
});
