import type { DeploymentStage } from '../../../../contract';
import { applyChange, inverseOf, type StageChange } from './changes';
import { boardWords } from './words';

/** What the board says about one change once answered or refused, and the changes that take it back. */
export interface ChangeStory {
  done: string;
  /** Completes "Could not …" when refused. */
  attempt: string;
  /** Where things are again once a refused change has dropped out. */
  rolledBack?: string | undefined;
  undo: StageChange[];
}

const stageOfService = (stages: readonly DeploymentStage[], serviceId: string) =>
  stages.find((stage) => stage.services.some((member) => member.service_id === serviceId));

/** Tells a change from the stages as they were before it; `undoable` adds the changes that take it back. */
export function storyOf(
  change: StageChange,
  before: readonly DeploymentStage[],
  serviceName: (serviceId: string) => string,
  undoable: boolean,
): ChangeStory {
  const undo = undoable ? inverseOf(change, before) : [];
  if (change.kind === 'move') {
    const after = applyChange(before, change);
    const stage = after.find((candidate) => candidate.id === change.stageId)?.name ?? 'stage';
    const position = after.findIndex((candidate) => candidate.id === change.stageId) + 1;
    return {
      done: boardWords.movedStage(stage, position, after.length),
      attempt: `move stage ${stage}`,
      rolledBack: boardWords.stageBackInPlace(stage),
      undo,
    };
  }
  const service = serviceName(change.serviceId);
  const from = stageOfService(before, change.serviceId);
  const to = before.find((candidate) => candidate.id === change.stageId)?.name ?? 'another stage';
  if (from?.id === change.stageId) {
    return change.isSkipped
      ? { done: boardWords.skipped(service), attempt: `skip ${service}`, undo }
      : { done: boardWords.included(service), attempt: `include ${service} again`, undo };
  }
  return {
    done: boardWords.movedService(service, to),
    attempt: `move ${service} to ${to}`,
    rolledBack: from ? boardWords.backInPlace(service, from.name) : undefined,
    undo,
  };
}

/** Tells changes sent together (an Undo of two steps), each from the stages the ones before it leave. */
export function storiesOf(
  changes: readonly StageChange[],
  before: readonly DeploymentStage[],
  serviceName: (serviceId: string) => string,
): ChangeStory[] {
  let stages = before;
  return changes.map((change) => {
    const story = storyOf(change, stages, serviceName, false);
    stages = applyChange(stages, change);
    return story;
  });
}
