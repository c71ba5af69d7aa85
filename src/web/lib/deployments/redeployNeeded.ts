import type { ConfigurationChanges, EnvironmentStatuses, ServiceStatus } from '../../../contract';
import { isInFlight } from './serviceStates';
import { serviceStatusesOf } from './statuses';

/** How the settings a status names read: the service's form calls them so. Others read as their field name. */
const settingNames: Record<string, string> = {
  name: 'name',
  cpu: 'CPU',
  memory: 'memory',
  gpu: 'GPU',
  ports: 'ports',
  healthchecks: 'health checks',
  min_running_instances: 'minimum instances',
  max_running_instances: 'maximum instances',
  autoscaling: 'autoscaling',
  storage: 'storage',
  arguments: 'arguments',
  entrypoint: 'entrypoint',
  git_repository: 'repository',
  dockerfile_path: 'Dockerfile path',
  build_mode: 'build mode',
  image_name: 'image',
  tag: 'image tag',
  registry: 'registry',
  version: 'version',
  schedule: 'schedule',
  source: 'source',
  values_override: 'values',
  timeout_sec: 'time limit',
  max_duration_seconds: 'time limit',
};

const settingName = (field: string) => settingNames[field] ?? field.replaceAll('_', ' ');

/** "a", "a and b", "a, b and c". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * What changed since the running version was deployed, in words: "CPU, memory and the variable API_KEY". Empty
 * lists (a deployment older than what tells changes apart) read as "the configuration".
 */
export function describeChanges(changes: ConfigurationChanges | undefined): string {
  const settings = [...new Set((changes?.settings ?? []).map(settingName))];
  const variables = changes?.variables ?? [];
  const parts = [...settings];
  if (variables.length > 0) {
    parts.push(`${variables.length === 1 ? 'the variable' : 'the variables'} ${listed(variables)}`);
  }
  return parts.length > 0 ? listed(parts) : 'the configuration';
}

/** The sentence saying why a redeploy is needed. */
export const redeployReason = (changes: ConfigurationChanges | undefined) =>
  `Changed since the running version was deployed: ${describeChanges(changes)}. Redeploy to run it.`;

/**
 * Whether the service runs an older configuration than the one saved, and nothing under way will change that: a
 * deployment of it already running or waiting will take the saved one.
 */
export function needsRedeploy(status: ServiceStatus | null | undefined): status is ServiceStatus {
  if (!status || status.service_deployment_status !== 'OUT_OF_DATE') return false;
  return !(isInFlight(status.state) && status.status_details.action === 'DEPLOY');
}

/** The services of an environment that need a redeploy. */
export const servicesNeedingRedeploy = (statuses: EnvironmentStatuses | undefined): ServiceStatus[] =>
  statuses ? serviceStatusesOf(statuses).filter(needsRedeploy) : [];
