import { z } from 'zod';
import { id } from '../common';
import { endpointSchemas } from '../endpoint';
import {
  deploymentStage,
  deploymentStageAttachRequest,
  deploymentStageList,
  deploymentStageRequest,
  environmentStatusesWithStages,
} from '../stages';

const tag = 'Deployment Stage Main Calls';
const stageParams = z.object({ deploymentStageId: id });
const environmentParams = z.object({ environmentId: id });

function move(placement: 'Before' | 'After') {
  return endpointSchemas({
    summary: `Move a deployment stage ${placement.toLowerCase()} another stage of its environment; answers the stages in their new order`,
    tag,
    params: stageParams.extend({ stageId: id }),
    response: deploymentStageList,
  });
}

export const deploymentStageEndpointSchemas = {
  list: endpointSchemas({
    summary: 'List the deployment stages of an environment, in deployment order, with their services',
    tag,
    params: environmentParams,
    response: deploymentStageList,
  }),
  create: endpointSchemas({
    summary: 'Add a deployment stage, last in the order',
    tag,
    params: environmentParams,
    body: deploymentStageRequest,
    response: deploymentStage,
  }),
  get: endpointSchemas({
    summary: 'Get a deployment stage',
    tag,
    params: stageParams,
    response: deploymentStage,
  }),
  edit: endpointSchemas({
    summary: 'Rename or describe a deployment stage',
    tag,
    params: stageParams,
    body: deploymentStageRequest,
    response: deploymentStage,
  }),
  delete: endpointSchemas({
    summary: 'Delete an empty deployment stage (a stage holding services is refused with 400 naming them)',
    tag,
    params: stageParams,
  }),
  attachService: endpointSchemas({
    summary: 'Put a service in a stage, or set whether the stage skips it',
    description:
      'With `is_skipped: true` the service is in the stage and skipped by environment deployments; with false or ' +
      'without it, the service is in the stage and not skipped. Either way a service of another stage moves.',
    tag,
    params: stageParams.extend({ serviceId: id }),
    body: deploymentStageAttachRequest,
    response: deploymentStageList,
  }),
  moveBefore: move('Before'),
  moveAfter: move('After'),
  ofService: endpointSchemas({
    summary: 'Get the deployment stage a service is in',
    tag,
    params: z.object({ serviceId: id }),
    response: deploymentStage,
  }),
  statusesWithStages: endpointSchemas({
    summary: 'Every service status of an environment, by deployment stage, with where each stage stands',
    tag: 'Environment Main Calls',
    params: environmentParams,
    response: environmentStatusesWithStages,
  }),
};
