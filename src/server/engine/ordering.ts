import type { DeploymentAction } from '../../contract/deployments';
import type { ServiceSnapshot } from './snapshot';

/** Services that run together; one group is one stage, and stages run strictly in order. */
export interface OrderedGroup {
  name: string;
  /** The environment's deployment stage this group stands for, when the order came from one. */
  stageId?: string | null;
  serviceIds: string[];
  /** Services of the stage that it skips: they are part of the run's record but do not run. */
  skippedServiceIds?: string[];
}

/** What an ordering needs to know of the request it orders. */
export interface OrderingRequest {
  action: DeploymentAction;
  environmentId: string;
  /** The services were named by the request (one service, or a chosen few): none of them is skipped. */
  chosenServices: boolean;
}

/** Decides the stages of an environment's run (the environment's deployment stages, in production). */
export type ServiceOrdering = (
  services: ServiceSnapshot[],
  request: OrderingRequest,
) => OrderedGroup[] | Promise<OrderedGroup[]>;

/** Tearing down runs the stages the other way round, so nothing loses what it depends on while it still runs. */
export function isTearDown(action: DeploymentAction): boolean {
  return action === 'STOP' || action === 'UNINSTALL' || action === 'DELETE';
}

function groupOf(service: ServiceSnapshot): 0 | 1 | 2 {
  if (service.type === 'DATABASE') return 0;
  if (service.type === 'JOB' && service.job?.jobType === 'LIFECYCLE') return 2;
  return 1;
}

const groupNames = ['Databases', 'Services', 'Lifecycle jobs'] as const;

/**
 * The order when an environment has no stages to follow: databases first, then applications, containers, helm
 * charts, terraform and cron jobs, then lifecycle jobs; the other way round to stop or remove.
 */
export const defaultOrdering: ServiceOrdering = (services, request) => {
  const sorted = [...services].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const groups = groupNames.map((name, index) => ({
    name,
    serviceIds: sorted.filter((service) => groupOf(service) === index).map((service) => service.id),
  }));
  const ordered = isTearDown(request.action) ? groups.reverse() : groups;
  return ordered.filter((group) => group.serviceIds.length > 0);
};
