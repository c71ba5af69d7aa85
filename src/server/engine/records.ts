import type {
  DeploymentAction,
  DeploymentEventPayload,
  DeploymentEventType,
  DeploymentOrigin,
  DeploymentRequestStatus,
  LogLevel,
  ServiceActionStatus,
  ServiceState,
  ServiceStepName,
  ServiceSubAction,
  StageStatus,
  StepStatus,
  TerraformDeployAction,
} from '../../contract/deployments';
import type { ServiceType } from '../../contract/services/common';
import type { ServiceSnapshot } from './snapshot';

/** Versions a deploy call can pin; what is left out comes from the configuration (or, on redeploy, the last deploy). */
export interface DeployOverrides {
  gitCommitId?: string | null;
  imageTag?: string | null;
  chartVersion?: string | null;
  valuesOverrideGitCommitId?: string | null;
  terraformAction?: TerraformDeployAction | null;
}

export interface RequestTarget {
  serviceId: string;
  serviceType: ServiceType;
  overrides: DeployOverrides;
}

/** A group of services that run together; groups run strictly one after another. */
export interface StageRecord {
  name: string;
  /** The environment's deployment stage the group stands for, when there is one. */
  stageId: string | null;
  /** The services that run in this stage. */
  serviceIds: string[];
  /** The stage's services it skips (`is_skipped`): recorded, never run. */
  skippedServiceIds: string[];
  status: StageStatus;
  /** Why the stage did not run, when it did not (a failure or a cancel before it). */
  reason: string | null;
  startedAt: Date | null;
  endedAt: Date | null;
}

/**
 * What someone asked for, as it waits in its environment's queue and then runs. Only one request of an
 * environment runs at a time; the others wait in `sequence` order.
 */
export interface DeploymentRequestRecord {
  id: string;
  organizationId: string;
  projectId: string;
  environmentId: string;
  scope: 'SERVICE' | 'ENVIRONMENT';
  action: DeploymentAction;
  targets: RequestTarget[];
  origin: DeploymentOrigin;
  triggeredBy: string | null;
  status: DeploymentRequestStatus;
  /** Position in the queue across all environments, given by the store when the request is added. */
  sequence: number;
  createdAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  /** Null until the run is planned, right after the request is claimed. */
  stages: StageRecord[] | null;
  stageIndex: number;
  cancelRequested: boolean;
  /** The state the request ended in, for the environment's status. */
  outcome: ServiceState | null;
  /** Why the request ended without running, when the engine had to set it aside (see `quarantineRun`). */
  reason: string | null;
  /** The request named its services (one service, or a chosen few): stages do not skip them. */
  chosenServices: boolean;
  /** Bumped on every save; a save made from an older copy is refused. */
  revision: number;
}

export interface StepRecord {
  name: ServiceStepName;
  /** The state the service shows while this step runs. */
  phase: ServiceState;
  status: StepStatus;
  /** Planned length, already scaled and jittered. */
  durationMs: number;
  /** Past this, a step interrupted by a platform restart is not resumed but ends in error. */
  timeoutMs: number;
  startedAt: Date | null;
  endedAt: Date | null;
}

/** A failure decided when the run is planned, so it is the same however often the engine restarts. */
export interface PlannedFailure {
  step: ServiceStepName;
  /** The line that says why, logged at ERROR level. */
  reason: string;
  /** Lines the failing tool prints before that. */
  details: string[];
}

export interface DeployedVersion {
  configVersion: string;
  branch: string | null;
  gitCommitId: string | null;
  imageTag: string | null;
  chartVersion: string | null;
}

/** One service's part of a request: its plan, where it stands, and when it moves next. */
export interface DeploymentRecord {
  id: string;
  requestId: string;
  serviceId: string;
  serviceType: ServiceType;
  serviceName: string;
  organizationId: string;
  projectId: string;
  environmentId: string;
  action: DeploymentAction;
  subAction: ServiceSubAction;
  stageIndex: number;
  stageName: string;
  state: ServiceState;
  status: ServiceActionStatus;
  /** The service as it was configured when the run was planned. */
  snapshot: ServiceSnapshot;
  version: DeployedVersion;
  steps: StepRecord[];
  /** The step under way, an index into `steps`. */
  currentStep: number | null;
  failure: PlannedFailure | null;
  reason: string | null;
  /** Seeds the log lines, so a resumed deployment logs what an uninterrupted one would have. */
  seed: string;
  createdAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  /** When the deployment moves next; null while it waits for its stage and once it has ended. */
  dueAt: Date | null;
}

export interface LogRecord {
  id: string;
  deploymentId: string;
  requestId: string;
  serviceId: string;
  environmentId: string;
  at: Date;
  step: ServiceStepName | null;
  level: LogLevel;
  message: string;
}

/** An event for the webhooks, written with the state change it announces. */
export interface OutboxEvent {
  id: string;
  organizationId: string;
  type: DeploymentEventType;
  payload: DeploymentEventPayload;
  createdAt: Date;
}

/** A request with its deployments: the unit the engine advances and saves. */
export interface Run {
  request: DeploymentRequestRecord;
  deployments: DeploymentRecord[];
}

/**
 * A run whose records contradict each other (a target that is not among its services, say): retrying cannot
 * help, so the engine sets the run aside (`quarantineRun`) instead of failing every pass, or a restart, on it.
 */
export class RunDefect extends Error {
  override name = 'RunDefect';
}

/** Errors that come from a run's own data rather than from the store: the run is at fault, not the moment. */
export function isRunDefect(error: unknown): error is Error {
  return error instanceof RunDefect || error instanceof TypeError || error instanceof RangeError;
}

export const terminalStatuses: ReadonlySet<ServiceActionStatus> = new Set(['SUCCESS', 'ERROR', 'CANCELED']);

export function hasEnded(deployment: DeploymentRecord): boolean {
  return terminalStatuses.has(deployment.status);
}
