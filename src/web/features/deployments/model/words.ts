import type {
  DeploymentAction,
  DeploymentOrigin,
  LogLevel,
  ServiceKind,
  ServiceStepName,
  StageStatus,
  StepStatus,
} from '../../../../contract';
import type { LogLevel as ViewerLevel } from '../../../ui/logs/logView';
import type { TimelineStatus } from '../../../ui/StepTimeline';

export const actionWords: Record<DeploymentAction, string> = {
  DEPLOY: 'Deploy',
  REDEPLOY: 'Redeploy',
  STOP: 'Stop',
  RESTART: 'Restart',
  UNINSTALL: 'Uninstall',
  DELETE: 'Delete',
};

export const originWords: Record<DeploymentOrigin, string> = {
  API: 'API',
  CLI: 'CLI',
  CONSOLE: 'Console',
  GIT: 'Git push',
  TERRAFORM_PROVIDER: 'Terraform provider',
  PLATFORM_INTERNAL: 'the platform',
};

/** What each step does, as a timeline names it, and a short tag for log lines. */
export const stepWords: Record<ServiceStepName, { label: string; tag: string }> = {
  REGISTRY_CREATE_REPOSITORY: { label: 'Prepare the image registry', tag: 'registry' },
  GIT_CLONE: { label: 'Clone the repository', tag: 'clone' },
  BUILD_QUEUEING: { label: 'Wait for a builder', tag: 'build-queue' },
  BUILD: { label: 'Build', tag: 'build' },
  MIRROR_IMAGE: { label: 'Mirror the image', tag: 'mirror' },
  DEPLOYMENT_QUEUEING: { label: 'Wait for the cluster', tag: 'deploy-queue' },
  DEPLOYMENT: { label: 'Deploy', tag: 'deploy' },
  ROUTER_DEPLOYMENT: { label: 'Configure the router', tag: 'router' },
  EXECUTING: { label: 'Run', tag: 'run' },
};

export const stepTimelineStatus: Record<StepStatus, TimelineStatus> = {
  PENDING: 'pending',
  ONGOING: 'running',
  SUCCESS: 'success',
  ERROR: 'error',
  CANCEL: 'canceled',
  SKIP: 'skipped',
};

export const stageTimelineStatus: Record<StageStatus, TimelineStatus> = {
  QUEUED: 'pending',
  ONGOING: 'running',
  DONE: 'success',
  ERROR: 'error',
  SKIPPED: 'skipped',
  CANCELED: 'canceled',
};

export const logLevels: Record<LogLevel, ViewerLevel> = {
  INFO: 'info',
  WARNING: 'warning',
  ERROR: 'error',
};

export const kindWords: Record<ServiceKind, string> = {
  application: 'application',
  container: 'container',
  database: 'database',
  job: 'job',
  helm: 'Helm chart',
  terraform: 'Terraform service',
};
