import type { deploymentStageEndpoints } from '../../../contract';
import type { DeploymentStageService } from '../../modules/deploymentStages';
import type { HandlersFor } from './bind';

export function deploymentStageHandlers(
  stages: DeploymentStageService,
): HandlersFor<typeof deploymentStageEndpoints> {
  return {
    list: ({ params }) => stages.list(params.environmentId),
    create: ({ params, body }) => stages.create(params.environmentId, body),
    get: ({ params }) => stages.get(params.deploymentStageId),
    edit: ({ params, body }) => stages.edit(params.deploymentStageId, body),
    delete: ({ params }) => stages.delete(params.deploymentStageId),
    attachService: ({ params, body }) => stages.attach(params.deploymentStageId, params.serviceId, body),
    moveBefore: ({ params }) => stages.move(params.deploymentStageId, params.stageId, 'before'),
    moveAfter: ({ params }) => stages.move(params.deploymentStageId, params.stageId, 'after'),
    ofService: ({ params }) => stages.ofService(params.serviceId),
    statusesWithStages: ({ params }) => stages.statusesWithStages(params.environmentId),
  };
}
