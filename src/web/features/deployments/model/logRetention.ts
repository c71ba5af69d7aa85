import type { DeploymentLogList, EnvironmentDeployment } from '../../../../contract';

/** What the retention keeps, as a sentence ends. */
const keptText = (kept: number) =>
  kept === 1
    ? 'only the last finished deployment of each service keeps its log'
    : `only the last ${kept} finished deployments of each service keep their logs`;

/** What a deployment's log says once the retention removed its lines. */
export function removedLogText(kept: number): string {
  return `This log was removed by the retention: ${keptText(kept)}.`;
}

/** Which services of an environment deployment had their lines removed, when some did. */
export interface RemovedServiceLogs {
  serviceNames: string[];
  /** Every service's lines are gone: the log is empty. */
  all: boolean;
  keptPerService: number;
}

/**
 * The services of the deployment whose logs the retention removed, null if none: `logs` are their logs, in the
 * order of `deployment.services`.
 */
export function removedServiceLogs(
  deployment: EnvironmentDeployment,
  logs: readonly (DeploymentLogList | undefined)[],
): RemovedServiceLogs | null {
  const removals = logs.map((log) => log?.removed_by_retention);
  const removed = deployment.services.filter((_service, index) => removals[index]);
  const kept = removals.find((removal) => removal)?.kept_deployments_per_service;
  if (!kept) return null;
  return {
    serviceNames: removed.map((service) => service.identifier.name),
    all: removed.length === deployment.services.length,
    keptPerService: kept,
  };
}

/** Said above an environment deployment's log some of whose services' lines were removed. */
export function partlyRemovedLogText({ serviceNames, keptPerService }: RemovedServiceLogs): string {
  const names = serviceNames.join(', ');
  return `The lines of ${names} were removed by the retention: ${keptText(keptPerService)}.`;
}
