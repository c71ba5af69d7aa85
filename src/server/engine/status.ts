import type {
  EnvironmentStatus,
  ServiceDeploymentStatus,
  ServiceState,
  ServiceStatus,
  StatusDetails,
} from '../../contract/deployments';
import { configurationChangesOf } from './configurationChanges';
import { queuedState, statusActionOf, subActionOf } from './plan';
import {
  type DeployedVersion,
  type DeploymentRecord,
  type DeploymentRequestRecord,
  hasEnded,
  type Run,
} from './records';
import type { ServiceConfiguration } from './snapshot';
import { runningStateOf, statusDetailsOf, stepMetricsOf } from './views';

export interface ServiceStatusInput {
  /** The configuration as it is now, to tell UP_TO_DATE from OUT_OF_DATE and say what changed. */
  current: ServiceConfiguration;
  latest: DeploymentRecord | undefined;
  /** The environment's running and queued requests. */
  activeRequests: DeploymentRequestRecord[];
  /** What runs of the service: its newest successful deploy. */
  deployed: DeploymentRecord | undefined;
  /** The environment's request that ran last (or runs now). */
  lastRunId: string | null;
}

export function deploymentStatusOf(
  deployed: DeployedVersion | undefined,
  configVersion: string,
): ServiceDeploymentStatus {
  if (!deployed) return 'NEVER_DEPLOYED';
  return deployed.configVersion === configVersion ? 'UP_TO_DATE' : 'OUT_OF_DATE';
}

const never: StatusDetails = { action: 'DEPLOY', status: 'NEVER', sub_action: 'NONE' };

/**
 * A service shows the deployment under way if there is one, else the first request waiting for it, else
 * how its latest deployment ended; a service never deployed is READY.
 */
export function serviceStatusOf(input: ServiceStatusInput): ServiceStatus {
  const { latest, current, deployed } = input;
  const serviceId = current.id;
  const queued = input.activeRequests.filter(
    (request) =>
      request.status === 'QUEUED' && request.targets.some((target) => target.serviceId === serviceId),
  );
  const waiting = queued[0];
  const target = waiting?.targets.find((candidate) => candidate.serviceId === serviceId);
  let state: ServiceState = 'READY';
  let details = never;
  let requestId: string | null = null;
  if (latest && !hasEnded(latest)) {
    [state, details, requestId] = [latest.state, statusDetailsOf(latest), latest.requestId];
  } else if (waiting && target) {
    state = queuedState(waiting.action);
    details = {
      action: statusActionOf(waiting.action),
      status: 'QUEUED',
      sub_action: subActionOf(target.serviceType, waiting.action, target.overrides),
    };
    requestId = waiting.id;
  } else if (latest) {
    [state, details, requestId] = [latest.state, statusDetailsOf(latest), latest.requestId];
  }
  const deploymentStatus = deploymentStatusOf(deployed?.version, current.configVersion);
  return {
    id: serviceId,
    state,
    service_deployment_status: deploymentStatus,
    ...(latest ? { last_deployment_date: (latest.startedAt ?? latest.createdAt).toISOString() } : {}),
    is_part_last_deployment: latest !== undefined && latest.requestId === input.lastRunId,
    ...(latest ? { steps: stepMetricsOf(latest), execution_id: latest.id } : {}),
    status_details: details,
    deployment_request_id: requestId,
    deployment_requests_count: queued.length,
    ...(deployed && deploymentStatus === 'OUT_OF_DATE'
      ? { configuration_changes: configurationChangesOf(deployed.snapshot, current) }
      : {}),
  };
}

export interface EnvironmentStatusInput {
  environmentId: string;
  activeRequests: DeploymentRequestRecord[];
  lastRun: Run | null;
  services: ServiceDeploymentStatus[];
}

function aggregate(services: ServiceDeploymentStatus[], everRan: boolean): ServiceDeploymentStatus {
  if (services.length === 0) return everRan ? 'UP_TO_DATE' : 'NEVER_DEPLOYED';
  if (services.every((status) => status === 'NEVER_DEPLOYED')) return 'NEVER_DEPLOYED';
  return services.every((status) => status === 'UP_TO_DATE') ? 'UP_TO_DATE' : 'OUT_OF_DATE';
}

export function environmentStatusOf(input: EnvironmentStatusInput): EnvironmentStatus {
  const { lastRun, activeRequests } = input;
  const running = activeRequests.find((request) => request.status === 'RUNNING');
  const waiting = activeRequests.find((request) => request.status === 'QUEUED');
  const last = lastRun?.request;
  const lastState: ServiceState = lastRun ? (last?.outcome ?? runningStateOf(lastRun)) : 'READY';
  let state = lastState;
  if (running && lastRun?.request.id === running.id) state = runningStateOf(lastRun);
  else if (waiting) state = queuedState(waiting.action);
  return {
    id: input.environmentId,
    state,
    last_deployment_date: last?.startedAt?.toISOString() ?? null,
    last_deployment_state: lastState,
    last_deployment_id: last?.id ?? null,
    total_deployment_duration_in_seconds:
      last?.startedAt && last.endedAt
        ? Math.round((last.endedAt.getTime() - last.startedAt.getTime()) / 1000)
        : null,
    ...(last ? { origin: last.origin } : {}),
    triggered_by: last?.triggeredBy ?? null,
    deployment_status: aggregate(input.services, lastRun !== null),
    deployment_request_id: running?.id ?? waiting?.id ?? last?.id ?? null,
  };
}
