import type { DeploymentAction } from '../../contract/deployments';
import type { ServiceSnapshot } from './snapshot';

/** Services that run together; one group is one stage, and stages run strictly in order. */
export interface OrderedGroup {
  name: string;
  /** The environment's deployment stage this group stands for, when the order came from one. */
  stageId?: string | null;
  serviceIds: string[];
}

/** Decides the stages of an environment's run; a later issue makes it follow the deployment stages. */
export type ServiceOrdering = (
  services: ServiceSnapshot[],
  action: DeploymentAction,
) => OrderedGroup[] | Promise<OrderedGroup[]>;

function groupOf(service: ServiceSnapshot): 0 | 1 | 2 {
  if (service.type === 'DATABASE') return 0;
  if (service.type === 'JOB' && service.job?.jobType === 'LIFECYCLE') return 2;
  return 1;
}

const groupNames = ['Databases', 'Services', 'Lifecycle jobs'] as const;

/**
 * Databases first, then applications, containers, helm charts, terraform and cron jobs, then lifecycle jobs;
 * the other way round to stop or remove, so nothing loses what it depends on while it still runs.
 */
export const defaultOrdering: ServiceOrdering = (services, action) => {
  const sorted = [...services].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const groups = groupNames.map((name, index) => ({
    name,
    serviceIds: sorted.filter((service) => groupOf(service) === index).map((service) => service.id),
  }));
  const tearingDown = action === 'STOP' || action === 'UNINSTALL' || action === 'DELETE';
  const ordered = tearingDown ? groups.reverse() : groups;
  return ordered.filter((group) => group.serviceIds.length > 0);
};
