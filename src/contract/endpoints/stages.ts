import { z } from 'zod';
import { id } from '../common';
import { endpoint } from '../endpoint';
import {
  deploymentStage,
  deploymentStageAttachRequest,
  deploymentStageList,
  deploymentStageRequest,
  environmentStatusesWithStages,
} from '../stages';

const tag = 'Deployment Stage Main Calls';
const stageScope = { param: 'deploymentStageId', kind: 'deploymentStage' } as const;
const stageParams = z.object({ deploymentStageId: id });
const environmentScope = { param: 'environmentId', kind: 'environment' } as const;
const environmentParams = z.object({ environmentId: id });

function move(placement: 'Before' | 'After') {
  return endpoint({
    method: 'PUT',
    path: `/deploymentStage/{deploymentStageId}/move${placement}/{stageId}`,
    operationId: `Move${placement}DeploymentStage`,
    summary: `Move a deployment stage ${placement.toLowerCase()} another stage of its environment; answers the stages in their new order`,
    tag,
    access: 'write',
    scopeParam: stageScope,
    params: stageParams.extend({ stageId: id }),
    status: 200,
    response: deploymentStageList,
  });
}

export const deploymentStageEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/environment/{environmentId}/deploymentStage',
    operationId: 'ListEnvironmentDeploymentStage',
    summary: 'List the deployment stages of an environment, in deployment order, with their services',
    tag,
    access: 'read',
    scopeParam: environmentScope,
    params: environmentParams,
    status: 200,
    response: deploymentStageList,
  }),
  create: endpoint({
    method: 'POST',
    path: '/environment/{environmentId}/deploymentStage',
    operationId: 'CreateEnvironmentDeploymentStage',
    summary: 'Add a deployment stage, last in the order',
    tag,
    access: 'write',
    scopeParam: environmentScope,
    params: environmentParams,
    body: deploymentStageRequest,
    status: 200,
    response: deploymentStage,
  }),
  get: endpoint({
    method: 'GET',
    path: '/deploymentStage/{deploymentStageId}',
    operationId: 'getDeploymentStage',
    summary: 'Get a deployment stage',
    tag,
    access: 'read',
    scopeParam: stageScope,
    params: stageParams,
    status: 200,
    response: deploymentStage,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/deploymentStage/{deploymentStageId}',
    operationId: 'EditDeploymentStage',
    summary: 'Rename or describe a deployment stage',
    tag,
    access: 'write',
    scopeParam: stageScope,
    params: stageParams,
    body: deploymentStageRequest,
    status: 200,
    response: deploymentStage,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/deploymentStage/{deploymentStageId}',
    operationId: 'DeleteDeploymentStage',
    summary: 'Delete an empty deployment stage (a stage holding services is refused with 400 naming them)',
    tag,
    access: 'write',
    scopeParam: stageScope,
    params: stageParams,
    status: 204,
  }),
  attachService: endpoint({
    method: 'PUT',
    path: '/deploymentStage/{deploymentStageId}/service/{serviceId}',
    operationId: 'AttachServiceToDeploymentStage',
    summary: 'Put a service in a stage (moving it resets is_skipped), or set whether the stage skips it',
    tag,
    access: 'write',
    scopeParam: stageScope,
    params: stageParams.extend({ serviceId: id }),
    body: deploymentStageAttachRequest,
    status: 200,
    response: deploymentStageList,
  }),
  moveBefore: move('Before'),
  moveAfter: move('After'),
  ofService: endpoint({
    method: 'GET',
    path: '/service/{serviceId}/deploymentStage',
    operationId: 'getServiceDeploymentStage',
    summary: 'Get the deployment stage a service is in',
    tag,
    access: 'read',
    scopeParam: { param: 'serviceId', kind: 'service' },
    params: z.object({ serviceId: id }),
    status: 200,
    response: deploymentStage,
  }),
  statusesWithStages: endpoint({
    method: 'GET',
    path: '/environment/{environmentId}/statusesWithStages',
    operationId: 'getEnvironmentStatusesWithStages',
    summary: 'Every service status of an environment, by deployment stage, with where each stage stands',
    tag: 'Environment Main Calls',
    access: 'read',
    scopeParam: environmentScope,
    params: environmentParams,
    status: 200,
    response: environmentStatusesWithStages,
  }),
};
