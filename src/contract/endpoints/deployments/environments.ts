import { routes, type RouteFields } from '../../endpoint';
import type {
  environmentDeploymentEndpointSchemas,
  projectDeploymentEndpointSchemas,
} from './environments.schemas';

const environmentScope = { param: 'environmentId', kind: 'environment' } as const;

/* #__NO_SIDE_EFFECTS__ */
const environmentAction = (verb: string, operationId: string): RouteFields => ({
  method: 'POST',
  path: `/environment/{environmentId}/${verb}`,
  operationId,
  access: 'deploy',
  scopeParam: environmentScope,
  status: 202,
});

export const environmentDeploymentEndpoints = routes<typeof environmentDeploymentEndpointSchemas>({
  deploy: environmentAction('deploy', 'deployEnvironment'),
  redeploy: environmentAction('redeploy', 'redeployEnvironment'),
  stop: environmentAction('stop', 'stopEnvironment'),
  uninstall: environmentAction('uninstall', 'uninstallEnvironment'),
  cancel: environmentAction('cancelDeployment', 'cancelEnvironmentDeployment'),
  deployServices: environmentAction('service/deploy', 'deployAllServices'),
  restartServices: environmentAction('service/restart-service', 'rebootServices'),
  stopServices: environmentAction('service/stop', 'stopSelectedServices'),
  status: {
    method: 'GET',
    path: '/environment/{environmentId}/status',
    operationId: 'getEnvironmentStatus',
    access: 'read',
    scopeParam: environmentScope,
    status: 200,
  },
  statuses: {
    method: 'GET',
    path: '/environment/{environmentId}/statuses',
    operationId: 'getEnvironmentStatuses',
    access: 'read',
    scopeParam: environmentScope,
    status: 200,
  },
  history: {
    method: 'GET',
    path: '/environment/{environmentId}/deploymentHistory',
    operationId: 'listEnvironmentDeploymentHistory',
    access: 'read',
    scopeParam: environmentScope,
    status: 200,
  },
  logs: {
    method: 'GET',
    path: '/environment/{environmentId}/log',
    operationId: 'listEnvironmentLog',
    access: 'read',
    scopeParam: environmentScope,
    status: 200,
  },
  queue: {
    method: 'GET',
    path: '/environment/{environmentId}/deploymentQueue',
    operationId: 'listDeploymentRequestByEnvironmentId',
    access: 'read',
    scopeParam: environmentScope,
    status: 200,
  },
});

export const projectDeploymentEndpoints = routes<typeof projectDeploymentEndpointSchemas>({
  environmentStatuses: {
    method: 'GET',
    path: '/project/{projectId}/environment/status',
    operationId: 'getProjectEnvironmentsStatus',
    access: 'read',
    scopeParam: { param: 'projectId', kind: 'project' },
    status: 200,
  },
});
