import type { Database } from '../../db/database';
import { isTearDown, type ServiceOrdering } from '../../engine';
import { listStages } from './queries';

/**
 * The engine's order for an environment: its deployment stages in `deployment_order` (the other way round to
 * tear down), the services of a stage side by side. A stage skips the services marked `is_skipped`, unless the
 * request named them.
 */
export function stageOrdering(db: Database): ServiceOrdering {
  return async (services, request) => {
    const known = new Set(services.map((service) => service.id));
    const stages = await listStages(db, request.environmentId);
    const groups = stages.map((stage) => {
      const members = stage.services.filter((member) => known.has(member.serviceId));
      const skipped = (member: (typeof members)[number]) => member.isSkipped && !request.chosenServices;
      return {
        name: stage.name,
        stageId: stage.id,
        serviceIds: members.filter((member) => !skipped(member)).map((member) => member.serviceId),
        skippedServiceIds: members.filter(skipped).map((member) => member.serviceId),
      };
    });
    return isTearDown(request.action) ? groups.reverse() : groups;
  };
}
