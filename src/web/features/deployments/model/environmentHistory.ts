import type { DeploymentLogLine, EnvironmentDeployment } from '../../../../contract';
import { serviceStates } from '../../../lib/deployments/serviceStates';
import type { LogEntry } from '../../../ui/logs/logView';
import { toLogEntry } from './format';

/** The request is waiting or running: its log grows, its durations tick. */
export const isLive = (deployment: EnvironmentDeployment) =>
  deployment.status === 'QUEUED' || deployment.status === 'RUNNING';

/** How many services the deployment covered and how many of them failed. */
export function serviceOutcome(deployment: EnvironmentDeployment) {
  const failed = deployment.services.filter((service) => serviceStates[service.state].tone === 'error');
  return { total: deployment.services.length, failed: failed.length };
}

/** "3 services", "3 services, 1 failed". */
export function serviceOutcomeText(deployment: EnvironmentDeployment): string {
  const { total, failed } = serviceOutcome(deployment);
  const services = total === 1 ? '1 service' : `${total} services`;
  return failed > 0 ? `${services}, ${failed} failed` : services;
}

// ISO times of one format sort as text.
const compareTimes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** "3 deployments" when all are shown, "5 of 12 deployments" while more can be loaded. */
export function historyCountText(shown: number, total: number): string {
  if (shown >= total) return total === 1 ? '1 deployment' : `${total} deployments`;
  return `${shown} of ${total} deployments`;
}

/** Lines of several services' logs as one log, oldest first (each list already is). */
export function mergeLogLines(lists: readonly (readonly DeploymentLogLine[])[]): DeploymentLogLine[] {
  return lists
    .flat()
    .map((line, index) => ({ line, index }))
    .sort((a, b) => compareTimes(a.line.created_at, b.line.created_at) || a.index - b.index)
    .map(({ line }) => line);
}

/** The viewer's lines of an environment deployment's log, each saying which service wrote it. */
export function environmentLogEntries(
  deployment: EnvironmentDeployment,
  lines: readonly DeploymentLogLine[],
): LogEntry[] {
  const names = new Map(deployment.services.map((service) => [service.identifier.service_id, service]));
  return lines.map((line) => toLogEntry(line, names.get(line.service_id)?.identifier.name));
}
