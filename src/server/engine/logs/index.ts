import type { ServiceStepName } from '../../../contract/deployments';
import { seededRandom } from '../random';
import type { DeploymentRecord, LogRecord } from '../records';
import { buildLines, buildQueueLines, gitCloneLines, mirrorLines, registryLines } from './build';
import { info, type LineDraft, type LogSubject, subjectOf, warning } from './context';
import { executionLines } from './execution';
import { deploymentLines, deploymentQueueLines, routerLines } from './rollout';

/** A log line before the store gives it an id. */
export type LogDraft = Omit<LogRecord, 'id'>;

const generators: Record<ServiceStepName, (subject: LogSubject) => LineDraft[]> = {
  REGISTRY_CREATE_REPOSITORY: registryLines,
  GIT_CLONE: gitCloneLines,
  BUILD_QUEUEING: buildQueueLines,
  BUILD: buildLines,
  MIRROR_IMAGE: mirrorLines,
  DEPLOYMENT_QUEUEING: deploymentQueueLines,
  DEPLOYMENT: deploymentLines,
  ROUTER_DEPLOYMENT: routerLines,
  EXECUTING: executionLines,
};

function draft(
  deployment: DeploymentRecord,
  at: Date,
  step: ServiceStepName | null,
  line: LineDraft,
): LogDraft {
  return {
    deploymentId: deployment.id,
    requestId: deployment.requestId,
    serviceId: deployment.serviceId,
    environmentId: deployment.environmentId,
    at,
    step,
    level: line.level,
    message: line.message,
  };
}

/** What a step printed, spread over its run; a failing step stops early and ends with why. */
export function stepLogs(
  deployment: DeploymentRecord,
  stepIndex: number,
  outcome: 'SUCCESS' | 'ERROR',
): LogDraft[] {
  const step = deployment.steps[stepIndex];
  if (!step?.startedAt || !step.endedAt) return [];
  const random = seededRandom(deployment.seed, step.name, stepIndex);
  let lines = generators[step.name](subjectOf(deployment, random));
  if (outcome === 'ERROR' && deployment.failure) {
    const kept = lines.slice(0, Math.ceil(lines.length * 0.6));
    lines = [
      ...kept,
      ...deployment.failure.details.map(warning),
      { level: 'ERROR', message: deployment.failure.reason },
    ];
  }
  const start = step.startedAt.getTime();
  const span = step.endedAt.getTime() - start;
  return lines.map((line, index) => {
    const last = outcome === 'ERROR' && index === lines.length - 1;
    const at = new Date(last ? start + span : start + Math.floor((span * index) / lines.length));
    return draft(deployment, at, step.name, line);
  });
}

const verbs = {
  DEPLOY: ['Deploying', 'deployed'],
  REDEPLOY: ['Redeploying', 'redeployed'],
  STOP: ['Stopping', 'stopped'],
  RESTART: ['Restarting', 'restarted'],
  UNINSTALL: ['Uninstalling', 'uninstalled'],
  DELETE: ['Deleting', 'deleted'],
} as const;

function versionText(deployment: DeploymentRecord): string {
  const { branch, gitCommitId, imageTag, chartVersion } = deployment.version;
  if (imageTag) return ` with image tag ${imageTag}`;
  if (chartVersion) return ` with chart version ${chartVersion}`;
  if (gitCommitId) return ` at commit ${gitCommitId.slice(0, 7)} of ${branch ?? 'its branch'}`;
  return '';
}

export function openingLog(deployment: DeploymentRecord, at: Date): LogDraft {
  const [verb] = verbs[deployment.action];
  const type = deployment.serviceType.toLowerCase();
  const what =
    deployment.action === 'DEPLOY' || deployment.action === 'REDEPLOY' ? versionText(deployment) : '';
  return draft(
    deployment,
    at,
    null,
    info(`${verb} ${deployment.serviceName} (${type})${what}: execution ${deployment.id}`),
  );
}

export function successLog(deployment: DeploymentRecord, at: Date): LogDraft {
  const [, done] = verbs[deployment.action];
  const seconds = deployment.startedAt
    ? Math.round((at.getTime() - deployment.startedAt.getTime()) / 1000)
    : 0;
  return draft(deployment, at, null, info(`${deployment.serviceName} ${done} in ${seconds}s`));
}

export function noticeLog(
  deployment: DeploymentRecord,
  at: Date,
  step: ServiceStepName | null,
  line: LineDraft,
): LogDraft {
  return draft(deployment, at, step, line);
}
