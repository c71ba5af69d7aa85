import { routes } from '../../endpoint';
import type { deploymentEndpointSchemas } from './records.schemas';

const deploymentScope = { param: 'deploymentId', kind: 'deployment' } as const;

/** One service deployment (an execution), for a deployment view that follows it live. */
export const deploymentEndpoints = routes<typeof deploymentEndpointSchemas>({
  get: {
    method: 'GET',
    path: '/deployment/{deploymentId}',
    operationId: 'getDeployment',
    access: 'read',
    scopeParam: deploymentScope,
    status: 200,
  },
  logs: {
    method: 'GET',
    path: '/deployment/{deploymentId}/log',
    operationId: 'listDeploymentLog',
    access: 'read',
    scopeParam: deploymentScope,
    status: 200,
  },
  cancelRequest: {
    method: 'POST',
    path: '/deploymentQueue/{deploymentRequestId}/cancelDeployment',
    operationId: 'cancelDeploymentRequest',
    access: 'deploy',
    scopeParam: { param: 'deploymentRequestId', kind: 'deploymentRequest' },
    status: 202,
  },
});
