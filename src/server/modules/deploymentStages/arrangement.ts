import type { DeploymentStage, DeploymentStageAttachRequest, List } from '../../../contract';
import type { Transaction } from '../../db/database';
import { InvalidRequestError, NotFoundError } from '../../domain/errors';
import type { DeploymentStageDeps } from './deps';
import { noteStagesChanged, pathProblem, stageListOf, stageOf } from './lookups';
import {
  attachService,
  deleteStage,
  findServicePlace,
  listStageRows,
  lockEnvironment,
  organizationIdOfStage,
  type StageRow,
  type StageWithServices,
  updateStage,
} from './queries';

export type MovePlacement = 'before' | 'after';

/** `stages` with `moved` taken out and put back before or after `anchor`. */
export function reordered<T extends { id: string }>(
  stages: readonly T[],
  moved: T,
  anchor: T,
  placement: MovePlacement,
): T[] {
  const rest = stages.filter((stage) => stage.id !== moved.id);
  const at = rest.findIndex((stage) => stage.id === anchor.id) + (placement === 'after' ? 1 : 0);
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}

/** Writes the orders that changed, so the stages read 0..n-1 in the order given. */
async function renumber(tx: Transaction, ordered: readonly StageRow[], at: Date): Promise<void> {
  for (const [index, stage] of ordered.entries()) {
    if (stage.deploymentOrder !== index) {
      await updateStage(tx, stage.id, { deploymentOrder: index, updatedAt: at });
    }
  }
}

/** Runs `change` on the stage's environment, locked; answers the environment's stages after it. */
async function onStageEnvironment(
  { db }: DeploymentStageDeps,
  stageId: string,
  change: (tx: Transaction, stage: StageWithServices, stages: StageRow[]) => Promise<void>,
): Promise<List<DeploymentStage>> {
  return db.transaction(async (tx) => {
    const { environmentId } = await stageOf(tx, stageId);
    await lockEnvironment(tx, environmentId);
    // Read again under the lock: what was read before it may have moved since.
    const stage = await stageOf(tx, stageId);
    await change(tx, stage, await listStageRows(tx, environmentId));
    const stages = await stageListOf(tx, environmentId);
    await noteStagesChanged(tx, environmentId);
    return stages;
  });
}

/** Only an empty stage goes: its services would otherwise belong to none. The stages after it move up. */
export async function deleteDeploymentStage(deps: DeploymentStageDeps, stageId: string): Promise<void> {
  await onStageEnvironment(deps, stageId, async (tx, stage, stages) => {
    if (stage.services.length > 0) {
      const names = stage.services.map((member) => member.serviceName).join(', ');
      throw new InvalidRequestError(
        `Deployment stage "${stage.name}" holds ${stage.services.length === 1 ? 'a service' : 'services'} (${names}): move ${stage.services.length === 1 ? 'it' : 'them'} to another stage first`,
      );
    }
    await deleteStage(tx, stage.id);
    await renumber(
      tx,
      stages.filter((row) => row.id !== stage.id),
      deps.runtime.clock.now(),
    );
  });
}

/**
 * Puts a service in the stage, skipped by environment deployments when the request says `is_skipped: true`, and
 * not skipped when it says false or nothing, whether it moves from another stage or stays in this one (as the
 * official client documents the operation).
 */
export function attachServiceToStage(
  deps: DeploymentStageDeps,
  stageId: string,
  serviceId: string,
  request: DeploymentStageAttachRequest,
): Promise<List<DeploymentStage>> {
  return onStageEnvironment(deps, stageId, async (tx, stage) => {
    const service = await findServicePlace(tx, serviceId);
    // Another organization's services do not exist for these credentials.
    if (!service || service.organizationId !== (await organizationIdOfStage(tx, stage.id))) {
      throw new NotFoundError(`Service ${serviceId} not found`);
    }
    if (service.environmentId !== stage.environmentId) {
      throw pathProblem('serviceId', `service "${service.name}" is in another environment than the stage`);
    }
    await attachService(tx, {
      id: deps.runtime.newId(),
      stageId: stage.id,
      serviceId,
      isSkipped: request.is_skipped,
      at: deps.runtime.clock.now(),
    });
  });
}

export function moveDeploymentStage(
  deps: DeploymentStageDeps,
  stageId: string,
  anchorId: string,
  placement: MovePlacement,
): Promise<List<DeploymentStage>> {
  if (stageId === anchorId) {
    return Promise.reject(
      pathProblem('stageId', 'is the stage being moved: a stage cannot move next to itself'),
    );
  }
  return onStageEnvironment(deps, stageId, async (tx, stage, stages) => {
    const moved = stages.find((row) => row.id === stage.id);
    const anchor = stages.find((row) => row.id === anchorId);
    if (!moved) throw new NotFoundError(`Deployment stage ${stageId} not found`);
    if (!anchor) {
      // Another organization's stages do not exist for these credentials.
      const [mine, theirs] = await Promise.all([
        organizationIdOfStage(tx, stage.id),
        organizationIdOfStage(tx, anchorId),
      ]);
      throw theirs === mine
        ? pathProblem('stageId', 'is a stage of another environment')
        : new NotFoundError(`Deployment stage ${anchorId} not found`);
    }
    await renumber(tx, reordered(stages, moved, anchor, placement), deps.runtime.clock.now());
  });
}
