import type { deploymentLogs, deploymentRequests, deployments } from '../../db/schema';
import type {
  DeployedVersion,
  DeploymentRecord,
  DeploymentRequestRecord,
  LogRecord,
  PlannedFailure,
  RequestTarget,
  StageRecord,
  StepRecord,
} from '../records';
import type { ServiceSnapshot } from '../snapshot';

type RequestRow = typeof deploymentRequests.$inferSelect;
type DeploymentRow = typeof deployments.$inferSelect;
type LogRow = typeof deploymentLogs.$inferSelect;

/** jsonb keeps dates as ISO strings; these bring them back. */
const dateOf = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(String(value));

type Dated<T, K extends keyof T> = Omit<T, K> & { [P in K]: string | null };

function stagesOf(value: unknown): StageRecord[] | null {
  if (value === null) return null;
  // Stages written before skipping and reasons existed have neither.
  return (value as Dated<StageRecord, 'startedAt' | 'endedAt'>[]).map((stage) => ({
    ...stage,
    skippedServiceIds: stage.skippedServiceIds ?? [],
    reason: stage.reason ?? null,
    startedAt: dateOf(stage.startedAt),
    endedAt: dateOf(stage.endedAt),
  }));
}

function stepsOf(value: unknown): StepRecord[] {
  return (value as Dated<StepRecord, 'startedAt' | 'endedAt'>[]).map((step) => ({
    ...step,
    startedAt: dateOf(step.startedAt),
    endedAt: dateOf(step.endedAt),
  }));
}

export function requestOf(row: RequestRow): DeploymentRequestRecord {
  return {
    id: row.id,
    organizationId: row.organizationId,
    projectId: row.projectId,
    environmentId: row.environmentId,
    scope: row.scope,
    action: row.action,
    // Written from the engine's own records below, so they read back in the same shape.
    targets: row.targets as RequestTarget[],
    origin: row.origin,
    triggeredBy: row.triggeredBy,
    status: row.status,
    sequence: row.sequence,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    stages: stagesOf(row.stages),
    stageIndex: row.stageIndex,
    cancelRequested: row.cancelRequested,
    outcome: row.outcome,
    reason: row.reason,
    chosenServices: row.chosenServices,
    revision: row.revision,
  };
}

/** The columns of a request, without its queue position (the database gives it). */
export function requestValues(request: Omit<DeploymentRequestRecord, 'sequence'>) {
  return {
    id: request.id,
    organizationId: request.organizationId,
    projectId: request.projectId,
    environmentId: request.environmentId,
    scope: request.scope,
    action: request.action,
    targets: request.targets,
    origin: request.origin,
    triggeredBy: request.triggeredBy,
    status: request.status,
    createdAt: request.createdAt,
    startedAt: request.startedAt,
    endedAt: request.endedAt,
    stages: request.stages,
    stageIndex: request.stageIndex,
    cancelRequested: request.cancelRequested,
    outcome: request.outcome,
    reason: request.reason,
    chosenServices: request.chosenServices,
    revision: request.revision,
  };
}

export function deploymentOf(row: DeploymentRow): DeploymentRecord {
  return {
    id: row.id,
    requestId: row.requestId,
    serviceId: row.serviceId,
    serviceType: row.serviceType,
    serviceName: row.serviceName,
    organizationId: row.organizationId,
    projectId: row.projectId,
    environmentId: row.environmentId,
    action: row.action,
    subAction: row.subAction,
    stageIndex: row.stageIndex,
    stageName: row.stageName,
    state: row.state,
    status: row.status,
    snapshot: row.snapshot as ServiceSnapshot,
    version: row.version as DeployedVersion,
    steps: stepsOf(row.steps),
    currentStep: row.currentStep,
    failure: row.failure as PlannedFailure | null,
    reason: row.reason,
    seed: row.seed,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    dueAt: row.dueAt,
  };
}

export function deploymentValues(deployment: DeploymentRecord): typeof deployments.$inferInsert {
  return { ...deployment };
}

export function logOf(row: LogRow): LogRecord {
  return {
    id: row.id,
    deploymentId: row.deploymentId,
    requestId: row.requestId,
    serviceId: row.serviceId,
    environmentId: row.environmentId,
    at: row.at,
    step: row.step,
    level: row.level,
    message: row.message,
  };
}

export function logValues(line: LogRecord): typeof deploymentLogs.$inferInsert {
  return { ...line };
}
