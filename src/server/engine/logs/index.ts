import type { ServiceStepName } from '../../../contract/deployments';
import { seededRandom } from '../random';
import type { DeploymentRecord, LogRecord, PlannedFailure } from '../records';
import { buildLines, buildQueueLines, gitCloneLines, mirrorLines, registryLines } from './build';
import { info, type LineDraft, type LogSubject, subjectOf, warning } from './context';
import { executionLines } from './execution';
import { lineOffsets } from './timeline';
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

/**
 * What a step printed, over its run: the first line as it began, the last as it ended, the lines that say how long
 * something took that far apart. The content follows the step's planned length, so a step resumed after a platform
 * restart prints what it would have, its last line when it ended. A failing step stops early, then says why.
 */
export function stepLogs(
  deployment: DeploymentRecord,
  stepIndex: number,
  outcome: 'SUCCESS' | 'ERROR',
): LogDraft[] {
  const step = deployment.steps[stepIndex];
  if (!step?.startedAt || !step.endedAt) return [];
  const random = seededRandom(deployment.seed, step.name, stepIndex);
  const start = step.startedAt.getTime();
  const end = step.endedAt.getTime();
  const lines = generators[step.name](subjectOf(deployment, random, step.durationMs));
  const offsets = lineOffsets(lines, Math.min(step.durationMs, end - start));
  const timed = lines.map((line, index) => ({
    line,
    at: index === lines.length - 1 ? end : start + (offsets[index] ?? 0),
  }));
  const printed =
    outcome === 'ERROR' && deployment.failure ? failedRun(timed, deployment.failure, end) : timed;
  return printed.map(({ line, at }) => draft(deployment, new Date(at), step.name, line));
}

interface TimedLine {
  line: LineDraft;
  at: number;
}

/** The first lines of the run, then the tool's complaints between the last of them and the end, then why. */
function failedRun(timed: TimedLine[], failure: PlannedFailure, endAt: number): TimedLine[] {
  const kept = timed.slice(0, Math.ceil(timed.length * 0.6));
  const from = kept.at(-1)?.at ?? endAt;
  const closing: LineDraft[] = [...failure.details.map(warning), { level: 'ERROR', message: failure.reason }];
  const offsets = lineOffsets([info(''), ...closing], endAt - from).slice(1);
  return [...kept, ...closing.map((line, index) => ({ line, at: from + (offsets[index] ?? endAt - from) }))];
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
