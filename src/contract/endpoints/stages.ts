import { routes, type RouteFields } from '../endpoint';
import type { deploymentStageEndpointSchemas } from './stages.schemas';

const stageScope = { param: 'deploymentStageId', kind: 'deploymentStage' } as const;
const environmentScope = { param: 'environmentId', kind: 'environment' } as const;

/* #__NO_SIDE_EFFECTS__ */
const move = (placement: 'Before' | 'After'): RouteFields => ({
  method: 'PUT',
  path: `/deploymentStage/{deploymentStageId}/move${placement}/{stageId}`,
  operationId: `Move${placement}DeploymentStage`,
  access: 'write',
  scopeParam: stageScope,
  target: { param: 'stageId', kind: 'deploymentStage', access: 'write' },
  status: 200,
});

export const deploymentStageEndpoints = routes<typeof deploymentStageEndpointSchemas>({
  list: {
    method: 'GET',
    path: '/environment/{environmentId}/deploymentStage',
    operationId: 'ListEnvironmentDeploymentStage',
    access: 'read',
    scopeParam: environmentScope,
    status: 200,
  },
  create: {
    method: 'POST',
    path: '/environment/{environmentId}/deploymentStage',
    operationId: 'CreateEnvironmentDeploymentStage',
    access: 'write',
    scopeParam: environmentScope,
    status: 200,
  },
  get: {
    method: 'GET',
    path: '/deploymentStage/{deploymentStageId}',
    operationId: 'getDeploymentStage',
    access: 'read',
    scopeParam: stageScope,
    status: 200,
  },
  edit: {
    method: 'PUT',
    path: '/deploymentStage/{deploymentStageId}',
    operationId: 'EditDeploymentStage',
    access: 'write',
    scopeParam: stageScope,
    status: 200,
  },
  delete: {
    method: 'DELETE',
    path: '/deploymentStage/{deploymentStageId}',
    operationId: 'DeleteDeploymentStage',
    access: 'write',
    scopeParam: stageScope,
    status: 204,
  },
  attachService: {
    method: 'PUT',
    path: '/deploymentStage/{deploymentStageId}/service/{serviceId}',
    operationId: 'AttachServiceToDeploymentStage',
    access: 'write',
    scopeParam: stageScope,
    // The service attached changes too: its place in the environment's order.
    target: { param: 'serviceId', kind: 'service', access: 'write' },
    status: 200,
  },
  moveBefore: move('Before'),
  moveAfter: move('After'),
  ofService: {
    method: 'GET',
    path: '/service/{serviceId}/deploymentStage',
    operationId: 'getServiceDeploymentStage',
    access: 'read',
    scopeParam: { param: 'serviceId', kind: 'service' },
    status: 200,
  },
  statusesWithStages: {
    method: 'GET',
    path: '/environment/{environmentId}/statusesWithStages',
    operationId: 'getEnvironmentStatusesWithStages',
    access: 'read',
    scopeParam: environmentScope,
    status: 200,
  },
});
