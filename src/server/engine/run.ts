import type { ServiceState, StageStatus } from '../../contract/deployments';
import { errorState, successState } from './plan';
import { type DeploymentRecord, hasEnded, type Run, type StageRecord } from './records';
import {
  abandonDeployment,
  type Changes,
  completeDue,
  requestCancel,
  skipDeployment,
  startDeployment,
} from './transitions';

const membersOf = (run: Run, stageIndex: number) =>
  run.deployments.filter((deployment) => deployment.stageIndex === stageIndex);

function latestEnd(deployments: DeploymentRecord[], fallback: Date): Date {
  return deployments.reduce((latest, deployment) => {
    const end = deployment.endedAt;
    return end && end > latest ? end : latest;
  }, fallback);
}

function stageOutcome(stage: StageRecord, members: DeploymentRecord[]): StageStatus {
  // Every service of it is skipped: nothing ran, and the release moves on.
  if (members.length === 0 && stage.skippedServiceIds.length > 0) return 'SKIPPED';
  if (members.some((deployment) => deployment.status === 'ERROR')) return 'ERROR';
  if (members.some((deployment) => deployment.status === 'CANCELED')) return 'CANCELED';
  return 'DONE';
}

/** Every service of the stage starts at once; stages themselves run strictly one after another. */
function startStage(run: Run, stage: StageRecord, index: number, at: Date, changes: Changes): void {
  run.request.stageIndex = index;
  stage.status = 'ONGOING';
  stage.startedAt = at;
  for (const deployment of membersOf(run, index)) {
    if (!hasEnded(deployment)) startDeployment(deployment, at, changes);
  }
}

function requestOutcome(run: Run): ServiceState {
  const { deployments, request } = run;
  const failed = deployments
    .filter((deployment) => deployment.status === 'ERROR')
    .sort((a, b) => (a.endedAt?.getTime() ?? 0) - (b.endedAt?.getTime() ?? 0))[0];
  if (failed) return failed.state;
  if (deployments.some((deployment) => deployment.status === 'CANCELED')) return 'CANCELED';
  return successState(request.action);
}

/** Ends the run: stages that never began are canceled, saying which failure or cancel stopped the release. */
function finishRun(run: Run, at: Date, changes: Changes): void {
  const { request } = run;
  const stages = request.stages ?? [];
  const stopped = stages[request.stageIndex];
  const canceled = request.cancelRequested || stopped?.status === 'CANCELED';
  const culprit = membersOf(run, request.stageIndex).find((deployment) => deployment.status === 'ERROR');
  const why = canceled
    ? `the deployment of stage "${stopped?.name}" was canceled`
    : `${culprit?.serviceName ?? 'a service'} failed in stage "${stopped?.name}"`;
  stages.forEach((stage, index) => {
    if (stage.status !== 'QUEUED') return;
    stage.status = 'CANCELED';
    stage.reason = `Not run: ${why}`;
    for (const deployment of membersOf(run, index)) {
      if (!hasEnded(deployment)) skipDeployment(deployment, at, `Not run: ${why}`, changes);
    }
  });
  request.status = 'DONE';
  request.endedAt = at;
  request.outcome = requestOutcome(run);
}

/**
 * Plays a planned run forward through everything due by `now`, in time order: each transition happens at
 * its own due time, however late this is called, so the timeline is the same as if nothing had waited.
 */
export function advanceRun(run: Run, now: Date, changes: Changes): void {
  const { request } = run;
  const stages = request.stages;
  if (!stages || request.status !== 'RUNNING') return;
  for (;;) {
    const index = request.stageIndex;
    const stage = stages[index];
    const startedAt = request.startedAt ?? now;
    if (stage?.status === 'QUEUED') {
      startStage(run, stage, index, startedAt, changes);
      continue;
    }
    const members = membersOf(run, index);
    if (!stage || members.every(hasEnded)) {
      const endedAt = latestEnd(members, stage?.startedAt ?? startedAt);
      if (stage) {
        stage.status = stageOutcome(stage, members);
        stage.endedAt = endedAt;
      }
      const next = stages[index + 1];
      const movesOn = stage?.status === 'DONE' || stage?.status === 'SKIPPED';
      if (movesOn && next && !request.cancelRequested) {
        startStage(run, next, index + 1, endedAt, changes);
        continue;
      }
      return finishRun(run, endedAt, changes);
    }
    const due = members
      .filter((deployment) => deployment.dueAt && deployment.dueAt <= now)
      .sort((a, b) => (a.dueAt?.getTime() ?? 0) - (b.dueAt?.getTime() ?? 0))[0];
    if (!due) return;
    completeDue(due, changes);
  }
}

/** Cancels a running request: what is under way winds down, and the stages after it never begin. */
export function cancelRun(run: Run, now: Date, timeScale: number, changes: Changes): boolean {
  if (run.request.status !== 'RUNNING' || run.request.cancelRequested) return false;
  run.request.cancelRequested = true;
  for (const deployment of membersOf(run, run.request.stageIndex)) {
    requestCancel(deployment, now, timeScale, changes);
  }
  return true;
}

/** The time a running request next moves, if it is waiting on a deployment's step. */
export function nextDue(run: Run): Date | null {
  return run.deployments.reduce<Date | null>((next, deployment) => {
    const due = deployment.dueAt;
    return due && (!next || due < next) ? due : next;
  }, null);
}

/**
 * Ends a run the engine cannot carry out (its records contradict each other, see `RunDefect`), so that one bad
 * request never stops the queue behind it nor a restart: what it started fails, what it had not is canceled, and
 * the request keeps the reason.
 */
export function quarantineRun(run: Run, at: Date, reason: string, changes: Changes): void {
  const { request } = run;
  for (const deployment of run.deployments) abandonDeployment(deployment, at, reason, changes);
  for (const stage of request.stages ?? []) {
    if (stage.status === 'QUEUED') stage.status = 'CANCELED';
    if (stage.status === 'ONGOING') stage.status = 'ERROR';
    stage.reason ??= reason;
    stage.endedAt ??= at;
  }
  request.stages ??= [];
  request.status = 'DONE';
  request.startedAt ??= at;
  request.endedAt = at;
  request.outcome = errorState(request.action, 'DEPLOYING');
  request.reason = reason;
}
