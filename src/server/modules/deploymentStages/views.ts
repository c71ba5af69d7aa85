import type { DeploymentStage } from '../../../contract';
import { iso } from '../shared/timestamps';
import type { StageWithServices } from './queries';

export function toDeploymentStage(stage: StageWithServices): DeploymentStage {
  return {
    id: stage.id,
    created_at: iso(stage.createdAt),
    updated_at: iso(stage.updatedAt),
    environment: { id: stage.environmentId },
    name: stage.name,
    description: stage.description,
    deployment_order: stage.deploymentOrder,
    services: stage.services.map((member) => ({
      id: member.id,
      created_at: iso(member.createdAt),
      updated_at: iso(member.updatedAt),
      service_id: member.serviceId,
      service_type: member.serviceType,
      is_skipped: member.isSkipped,
    })),
  };
}
