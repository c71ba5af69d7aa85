import type { ServiceStepName } from '../../contract/deployments';
import { deploymentEvent, type EventDraft } from './events';
import { type LogDraft, noticeLog, openingLog, stepLogs, successLog } from './logs';
import { warning } from './logs/context';
import { errorState, successState } from './plan';
import { type DeploymentRecord, hasEnded } from './records';
import { cancelDurationMs } from './timing';

/**
 * What moving deployments on produced, saved with them. The functions below change the deployment they
 * are given: it is the engine's working copy, written back through the store.
 */
export interface Changes {
  logs: LogDraft[];
  events: EventDraft[];
  removedServiceIds: string[];
}

export const noChanges = (): Changes => ({ logs: [], events: [], removedServiceIds: [] });

const later = (at: Date, milliseconds: number) => new Date(at.getTime() + milliseconds);

function currentStepName(deployment: DeploymentRecord): ServiceStepName | null {
  return deployment.currentStep === null ? null : (deployment.steps[deployment.currentStep]?.name ?? null);
}

function beginStep(deployment: DeploymentRecord, index: number, at: Date): void {
  const step = deployment.steps[index];
  if (!step) return;
  step.status = 'ONGOING';
  step.startedAt = at;
  deployment.currentStep = index;
  deployment.state = step.phase;
  deployment.status = step.phase === 'EXECUTING' ? 'EXECUTING' : 'ONGOING';
  deployment.dueAt = later(at, step.durationMs);
}

function settle(deployment: DeploymentRecord, at: Date): void {
  for (const step of deployment.steps)
    if (step.status === 'PENDING' || step.status === 'ONGOING') step.status = 'SKIP';
  deployment.endedAt = at;
  deployment.dueAt = null;
  deployment.currentStep = null;
}

function succeed(deployment: DeploymentRecord, at: Date, changes: Changes): void {
  settle(deployment, at);
  deployment.state = successState(deployment.action);
  deployment.status = 'SUCCESS';
  changes.logs.push(successLog(deployment, at));
  changes.events.push(deploymentEvent('DEPLOYMENT_SUCCEEDED', deployment, at));
  if (deployment.action === 'DELETE') changes.removedServiceIds.push(deployment.serviceId);
}

function fail(deployment: DeploymentRecord, at: Date, reason: string, changes: Changes): void {
  const phase = deployment.steps[deployment.currentStep ?? -1]?.phase ?? deployment.state;
  settle(deployment, at);
  deployment.state = errorState(deployment.action, phase);
  deployment.status = 'ERROR';
  deployment.reason = reason;
  changes.events.push(deploymentEvent('DEPLOYMENT_FAILED', deployment, at));
}

/** The deployment's turn has come: its first step begins. */
export function startDeployment(deployment: DeploymentRecord, at: Date, changes: Changes): void {
  deployment.startedAt = at;
  changes.logs.push(openingLog(deployment, at));
  beginStep(deployment, 0, at);
  // Announced in the state the first step shows, so receivers see BUILDING rather than a queued state.
  changes.events.push(deploymentEvent('DEPLOYMENT_STARTED', deployment, at));
  if (deployment.steps.length === 0) succeed(deployment, at, changes);
}

/** Moves a deployment on at its due time: the step under way ends, then the next begins or it all ends. */
export function completeDue(deployment: DeploymentRecord, changes: Changes): void {
  const at = deployment.dueAt;
  const index = deployment.currentStep;
  const step = index === null ? undefined : deployment.steps[index];
  if (!at || index === null || !step) return;
  if (deployment.state === 'CANCELING') return finishCancel(deployment, at, changes);
  step.endedAt = at;
  if (deployment.failure?.step === step.name) {
    step.status = 'ERROR';
    changes.logs.push(...stepLogs(deployment, index, 'ERROR'));
    return fail(deployment, at, deployment.failure.reason, changes);
  }
  step.status = 'SUCCESS';
  changes.logs.push(...stepLogs(deployment, index, 'SUCCESS'));
  if (index + 1 < deployment.steps.length) beginStep(deployment, index + 1, at);
  else succeed(deployment, at, changes);
}

/**
 * Asks a deployment to stop: one under way is CANCELING until the step in hand is wound down, one that
 * has not begun is canceled at once. Answers whether anything changed.
 */
export function requestCancel(
  deployment: DeploymentRecord,
  at: Date,
  timeScale: number,
  changes: Changes,
): boolean {
  if (hasEnded(deployment) || deployment.state === 'CANCELING') return false;
  if (!deployment.startedAt) {
    skipDeployment(deployment, at, 'Canceled before it started', changes);
    return true;
  }
  deployment.state = 'CANCELING';
  deployment.status = 'CANCELING';
  deployment.dueAt = later(at, cancelDurationMs(timeScale));
  const message = 'Cancel requested: winding down the operation in progress';
  changes.logs.push(noticeLog(deployment, at, currentStepName(deployment), warning(message)));
  return true;
}

function finishCancel(deployment: DeploymentRecord, at: Date, changes: Changes): void {
  const step = deployment.steps[deployment.currentStep ?? -1];
  if (step) {
    step.status = 'CANCEL';
    step.endedAt = at;
  }
  settle(deployment, at);
  deployment.state = 'CANCELED';
  deployment.status = 'CANCELED';
  deployment.reason = 'Canceled on request';
  changes.logs.push(
    noticeLog(deployment, at, null, warning(`${deployment.serviceName}: deployment canceled`)),
  );
  changes.events.push(deploymentEvent('DEPLOYMENT_CANCELLED', deployment, at));
}

/** A deployment that never began and now never will: no events, since nothing started. */
export function skipDeployment(
  deployment: DeploymentRecord,
  at: Date,
  reason: string,
  changes: Changes,
): void {
  settle(deployment, at);
  deployment.state = 'CANCELED';
  deployment.status = 'CANCELED';
  deployment.reason = reason;
  changes.logs.push(noticeLog(deployment, at, null, warning(reason)));
}

/**
 * A deployment whose run the engine has to set aside: one under way fails with the reason, one that never began
 * is canceled with it.
 */
export function abandonDeployment(
  deployment: DeploymentRecord,
  at: Date,
  reason: string,
  changes: Changes,
): void {
  if (hasEnded(deployment)) return;
  if (!deployment.startedAt) return skipDeployment(deployment, at, reason, changes);
  const step = deployment.steps[deployment.currentStep ?? -1];
  if (step) {
    step.status = 'ERROR';
    step.endedAt = at;
  }
  changes.logs.push(noticeLog(deployment, at, step?.name ?? null, { level: 'ERROR', message: reason }));
  fail(deployment, at, reason, changes);
}

function formatLimit(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 1000);
  if (seconds >= 60 && seconds % 60 === 0) return `${seconds / 60}m`;
  return seconds >= 1 ? `${seconds}s` : `${milliseconds}ms`;
}

/**
 * After a restart: a deployment whose step should have ended long ago (past the step's time limit) ends in
 * error, saying so; any other (and any cancel under way) picks up where it was, moving no earlier than now.
 */
export function recoverDeployment(
  deployment: DeploymentRecord,
  now: Date,
  changes: Changes,
): 'resumed' | 'interrupted' {
  const step = deployment.steps[deployment.currentStep ?? -1];
  const deadline = step?.startedAt ? step.startedAt.getTime() + step.timeoutMs : Infinity;
  if (step && deployment.state !== 'CANCELING' && now.getTime() > deadline) {
    const reason = `${step.name} interrupted by a platform restart: the platform was down longer than the step's time limit (${formatLimit(step.timeoutMs)})`;
    step.status = 'ERROR';
    step.endedAt = now;
    changes.logs.push(noticeLog(deployment, now, step.name, { level: 'ERROR', message: reason }));
    fail(deployment, now, reason, changes);
    return 'interrupted';
  }
  if (deployment.dueAt && deployment.dueAt < now) deployment.dueAt = now;
  changes.logs.push(
    noticeLog(deployment, now, step?.name ?? null, warning('Resumed after a platform restart')),
  );
  return 'resumed';
}
