import { routes } from '../endpoint';
import type { environmentConfigurationEndpointSchemas } from './configurationAt.schemas';

/** This platform's own (not in the public API): an environment's configuration at a past moment. */
export const environmentConfigurationEndpoints = routes<typeof environmentConfigurationEndpointSchemas>({
  at: {
    method: 'GET',
    path: '/environment/{environmentId}/configurationAt',
    operationId: 'getEnvironmentConfigurationAt',
    access: 'read',
    scopeParam: { param: 'environmentId', kind: 'environment' },
    status: 200,
  },
});
