import type {
  DeploymentLogLine,
  DeploymentRequestAccepted,
  EnvironmentDeployment,
  QueuedDeploymentRequest,
  ServiceDeployment,
  ServiceState,
  ServiceStepMetrics,
  StatusDetails,
} from '../../contract/deployments';
import { statusActionOf } from './plan';
import type { DeploymentRecord, DeploymentRequestRecord, LogRecord, Run, StepRecord } from './records';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function seconds(from: Date | null, to: Date | null): number | null {
  return from && to ? Math.round((to.getTime() - from.getTime()) / 1000) : null;
}

export function statusDetailsOf(deployment: DeploymentRecord): StatusDetails {
  return {
    action: statusActionOf(deployment.action),
    status: deployment.status,
    sub_action: deployment.subAction,
  };
}

/** Queueing is waiting, not computing. */
const waitingSteps = new Set(['BUILD_QUEUEING', 'DEPLOYMENT_QUEUEING']);

/** The finished steps of a deployment, as the service status reports them. */
export function stepMetricsOf(deployment: DeploymentRecord): ServiceStepMetrics {
  const finished = deployment.steps.filter(
    (step): step is StepRecord & { status: 'SUCCESS' | 'ERROR' | 'CANCEL' | 'SKIP' } =>
      step.status === 'SUCCESS' ||
      step.status === 'ERROR' ||
      step.status === 'CANCEL' ||
      step.status === 'SKIP',
  );
  const details = finished.map((step) => ({
    step_name: step.name,
    status: step.status,
    duration_sec: seconds(step.startedAt, step.endedAt) ?? 0,
  }));
  const computing = details
    .filter((step) => !waitingSteps.has(step.step_name))
    .reduce((total, step) => total + step.duration_sec, 0);
  return {
    total_duration_sec: seconds(deployment.startedAt, deployment.endedAt),
    total_computing_duration_sec: computing,
    details,
  };
}

export function serviceDeploymentOf(deployment: DeploymentRecord): ServiceDeployment {
  const { version } = deployment;
  return {
    id: deployment.id,
    deployment_request_id: deployment.requestId,
    identifier: {
      service_id: deployment.serviceId,
      service_type: deployment.serviceType,
      name: deployment.serviceName,
      execution_id: deployment.id,
    },
    action: deployment.action,
    state: deployment.state,
    status_details: statusDetailsOf(deployment),
    created_at: deployment.createdAt.toISOString(),
    started_at: iso(deployment.startedAt),
    ended_at: iso(deployment.endedAt),
    total_duration_sec: seconds(deployment.startedAt, deployment.endedAt),
    reason: deployment.reason,
    version: {
      config_version: version.configVersion,
      branch: version.branch,
      git_commit_id: version.gitCommitId,
      image_tag: version.imageTag,
      chart_version: version.chartVersion,
    },
    stage: { index: deployment.stageIndex, name: deployment.stageName },
    steps: deployment.steps.map((step) => ({
      step_name: step.name,
      status: step.status,
      started_at: iso(step.startedAt),
      ended_at: iso(step.endedAt),
      duration_sec: seconds(step.startedAt, step.endedAt),
    })),
  };
}

/** The state of an environment's request while it runs, as its status and its history both say it. */
export function runningStateOf(run: Run): ServiceState {
  const canceling = run.deployments.some((deployment) => deployment.state === 'CANCELING');
  if (run.request.cancelRequested || canceling) return 'CANCELING';
  switch (run.request.action) {
    case 'STOP':
      return 'STOPPING';
    case 'RESTART':
      return 'RESTARTING';
    case 'UNINSTALL':
    case 'DELETE':
      return 'DELETING';
    default:
      return run.deployments.some((deployment) => deployment.state === 'BUILDING') ? 'BUILDING' : 'DEPLOYING';
  }
}

export function environmentDeploymentOf(run: Run): EnvironmentDeployment {
  const { request } = run;
  const stages = request.stages ?? [];
  return {
    id: request.id,
    environment_id: request.environmentId,
    action: request.action,
    status: request.status,
    state: request.outcome ?? (request.startedAt ? runningStateOf(run) : 'QUEUED'),
    origin: request.origin,
    triggered_by: request.triggeredBy,
    created_at: request.createdAt.toISOString(),
    started_at: iso(request.startedAt),
    ended_at: iso(request.endedAt),
    total_duration_sec: seconds(request.startedAt, request.endedAt),
    reason: request.reason,
    stages: stages.map((stage) => ({
      stage_id: stage.stageId,
      name: stage.name,
      status: stage.status,
      started_at: iso(stage.startedAt),
      ended_at: iso(stage.endedAt),
      service_ids: stage.serviceIds,
      skipped_service_ids: stage.skippedServiceIds,
      reason: stage.reason,
    })),
    services: run.deployments.map(serviceDeploymentOf),
  };
}

export function logLineOf(line: LogRecord): DeploymentLogLine {
  return {
    id: line.id,
    created_at: line.at.toISOString(),
    level: line.level,
    step: line.step,
    message: line.message,
    service_id: line.serviceId,
    deployment_id: line.deploymentId,
    deployment_request_id: line.requestId,
    execution_id: line.deploymentId,
  };
}

export function queueItemOf(request: DeploymentRequestRecord, position: number): QueuedDeploymentRequest {
  return {
    id: request.id,
    created_at: request.createdAt.toISOString(),
    action: request.action,
    status: request.status,
    position,
    origin: request.origin,
    triggered_by: request.triggeredBy,
    services: request.targets.map((target) => ({ id: target.serviceId, service_type: target.serviceType })),
  };
}

export function acceptedOf(request: DeploymentRequestRecord): DeploymentRequestAccepted {
  const single = request.scope === 'SERVICE' ? request.targets[0] : undefined;
  return {
    id: request.id,
    status: request.status,
    ...(single ? { application_id: single.serviceId } : {}),
    environment_id: request.environmentId,
    created_at: request.createdAt.toISOString(),
  };
}
