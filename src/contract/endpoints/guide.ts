import { routes } from '../endpoint';
import type { guideEndpointSchemas } from './guide.schemas';

const scopeParam = { param: 'organizationId', kind: 'organization' } as const;

/** Each person's own progress: reading the organization is enough to keep it. */
export const guideEndpoints = routes<typeof guideEndpointSchemas>({
  get: {
    method: 'GET',
    path: '/organization/{organizationId}/guide',
    operationId: 'getOrganizationGuide',
    access: 'read',
    scopeParam,
    status: 200,
  },
  edit: {
    method: 'PUT',
    path: '/organization/{organizationId}/guide',
    operationId: 'editOrganizationGuide',
    access: 'read',
    scopeParam,
    status: 200,
  },
});
