import type { DeploymentStage } from '../../../../contract';

export type Placement = 'before' | 'after';

/** Puts a service in a stage, or (in its own stage) sets whether environment deployments skip it. */
export interface AttachChange {
  kind: 'attach';
  serviceId: string;
  stageId: string;
  isSkipped: boolean;
}

/** Moves a stage next to another one of its environment. */
export interface MoveChange {
  kind: 'move';
  stageId: string;
  anchorId: string;
  placement: Placement;
}

/** One change to how an environment's stages are arranged: one request each. */
export type StageChange = AttachChange | MoveChange;

/**
 * The stages as the server will answer them once the change is applied, so the board can show it before the answer
 * comes. Services are listed in no particular order (the board sorts them); a change naming what is gone changes
 * nothing.
 */
export function applyChange(stages: readonly DeploymentStage[], change: StageChange): DeploymentStage[] {
  return change.kind === 'attach' ? applyAttach(stages, change) : applyMove(stages, change);
}

function applyAttach(stages: readonly DeploymentStage[], change: AttachChange): DeploymentStage[] {
  const target = stages.find((stage) => stage.id === change.stageId);
  const source = stages.find((stage) =>
    stage.services.some((member) => member.service_id === change.serviceId),
  );
  const member = source?.services.find((candidate) => candidate.service_id === change.serviceId);
  if (!target || !source || !member) return [...stages];
  if (source.id === target.id) {
    return stages.map((stage) =>
      stage.id === target.id
        ? {
            ...stage,
            services: stage.services.map((candidate) =>
              candidate === member ? { ...candidate, is_skipped: change.isSkipped } : candidate,
            ),
          }
        : stage,
    );
  }
  // Moved to another stage, the service is skipped there as the request says.
  return stages.map((stage) => {
    if (stage.id === source.id) {
      return { ...stage, services: stage.services.filter((candidate) => candidate !== member) };
    }
    if (stage.id === target.id)
      return { ...stage, services: [...stage.services, { ...member, is_skipped: change.isSkipped }] };
    return stage;
  });
}

function applyMove(stages: readonly DeploymentStage[], change: MoveChange): DeploymentStage[] {
  const moved = stages.find((stage) => stage.id === change.stageId);
  if (!moved || change.anchorId === change.stageId) return [...stages];
  const others = stages.filter((stage) => stage !== moved);
  const anchorIndex = others.findIndex((stage) => stage.id === change.anchorId);
  if (anchorIndex < 0) return [...stages];
  const at = change.placement === 'before' ? anchorIndex : anchorIndex + 1;
  return [...others.slice(0, at), moved, ...others.slice(at)].map((stage, order) =>
    stage.deployment_order === order ? stage : { ...stage, deployment_order: order },
  );
}

/**
 * The changes that put things back as they were before `change` (its Undo): one request, a service moving back
 * skipped as it was.
 */
export function inverseOf(change: StageChange, before: readonly DeploymentStage[]): StageChange[] {
  if (change.kind === 'move') {
    const index = before.findIndex((stage) => stage.id === change.stageId);
    const previous = before[index - 1];
    const next = before[index + 1];
    if (previous)
      return [{ kind: 'move', stageId: change.stageId, anchorId: previous.id, placement: 'after' }];
    if (next) return [{ kind: 'move', stageId: change.stageId, anchorId: next.id, placement: 'before' }];
    return [];
  }
  const source = before.find((stage) =>
    stage.services.some((member) => member.service_id === change.serviceId),
  );
  const member = source?.services.find((candidate) => candidate.service_id === change.serviceId);
  if (!source || !member) return [];
  return [{ ...change, stageId: source.id, isSkipped: member.is_skipped }];
}

/** What a board shows of the stages: their order, names and each one's services with whether they are skipped. */
function arrangement(stages: readonly DeploymentStage[]): string {
  return JSON.stringify(
    stages.map((stage) => [
      stage.id,
      stage.name,
      stage.description,
      stage.services.map((member) => `${member.service_id}:${member.is_skipped}`).sort(),
    ]),
  );
}

/** Whether two lists of stages look the same on a board (services in any order). */
export function sameArrangement(a: readonly DeploymentStage[], b: readonly DeploymentStage[]): boolean {
  return arrangement(a) === arrangement(b);
}
