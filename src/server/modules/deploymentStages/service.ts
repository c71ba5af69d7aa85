import type {
  DeploymentStage,
  DeploymentStageAttachRequest,
  DeploymentStageRequest,
  List,
} from '../../../contract';
import { noteEnvironmentChanges } from '../../db/changeFeed';
import type { Database, Transaction } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, InvalidFieldError, InvalidRequestError, NotFoundError } from '../../domain/errors';
import type { Runtime } from '../../runtime';
import {
  attachService,
  deleteStage,
  findServiceAttachment,
  findServicePlace,
  findStage,
  insertStages,
  listStageRows,
  listStages,
  lockEnvironment,
  organizationIdOfStage,
  type StageRow,
  type StageWithServices,
  updateStage,
} from './queries';
import { type StageStatusSource, statusesWithStages } from './statuses';
import { toDeploymentStage } from './views';

export type MovePlacement = 'before' | 'after';

function duplicateName(error: unknown, name: string): Error | null {
  return isUniqueViolation(error, 'deployment_stages_environment_name_unique')
    ? new ConflictError(`A deployment stage named "${name}" already exists in this environment`)
    : null;
}

const pathProblem = (param: string, message: string) =>
  new InvalidFieldError('params', [{ path: [param], message }]);

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

/**
 * An environment's deployment stages. Every change runs in one transaction that first locks the environment, so
 * `deployment_order` stays 0..n-1 without gaps or duplicates and every service stays in exactly one stage,
 * however many changes arrive at once.
 */
export function createDeploymentStageService(db: Database, runtime: Runtime, engine: StageStatusSource) {
  const { clock, newId } = runtime;

  const listOf = async (
    tx: Database | Transaction,
    environmentId: string,
  ): Promise<List<DeploymentStage>> => ({
    results: (await listStages(tx, environmentId)).map(toDeploymentStage),
  });

  async function stageOf(tx: Database | Transaction, stageId: string): Promise<StageWithServices> {
    const stage = await findStage(tx, stageId);
    if (!stage) throw new NotFoundError(`Deployment stage ${stageId} not found`);
    return stage;
  }

  /** Writes the orders that changed, so the stages read 0..n-1 in the order given. */
  async function renumber(tx: Transaction, ordered: readonly StageRow[], at: Date): Promise<void> {
    for (const [index, stage] of ordered.entries()) {
      if (stage.deploymentOrder !== index) {
        await updateStage(tx, stage.id, { deploymentOrder: index, updatedAt: at });
      }
    }
  }

  /** The environment's stages changed: its consoles hear of it through the change feed, as the write commits. */
  const noteChanged = (tx: Transaction, environmentId: string) =>
    noteEnvironmentChanges(tx, { environmentIds: [environmentId] });

  /** Runs `change` on the stage's environment, locked; answers the environment's stages after it. */
  async function onStageEnvironment(
    stageId: string,
    change: (tx: Transaction, stage: StageWithServices, stages: StageRow[]) => Promise<void>,
  ): Promise<List<DeploymentStage>> {
    return db.transaction(async (tx) => {
      const { environmentId } = await stageOf(tx, stageId);
      await lockEnvironment(tx, environmentId);
      // Read again under the lock: what was read before it may have moved since.
      const stage = await stageOf(tx, stageId);
      await change(tx, stage, await listStageRows(tx, environmentId));
      const stages = await listOf(tx, environmentId);
      await noteChanged(tx, environmentId);
      return stages;
    });
  }

  return {
    list: (environmentId: string) => listOf(db, environmentId),

    get: async (stageId: string) => toDeploymentStage(await stageOf(db, stageId)),

    /** A new stage goes last. */
    async create(environmentId: string, request: DeploymentStageRequest): Promise<DeploymentStage> {
      const id = newId();
      try {
        await db.transaction(async (tx) => {
          if (!(await lockEnvironment(tx, environmentId))) {
            throw new NotFoundError(`Environment ${environmentId} not found`);
          }
          const at = clock.now();
          const order = (await listStageRows(tx, environmentId)).length;
          await insertStages(tx, [
            {
              id,
              environmentId,
              name: request.name,
              description: request.description ?? '',
              deploymentOrder: order,
              defaultFor: null,
              createdAt: at,
              updatedAt: at,
            },
          ]);
          await noteChanged(tx, environmentId);
        });
      } catch (error) {
        throw duplicateName(error, request.name) ?? error;
      }
      return toDeploymentStage(await stageOf(db, id));
    },

    async edit(stageId: string, request: DeploymentStageRequest): Promise<DeploymentStage> {
      const { environmentId } = await stageOf(db, stageId);
      try {
        await db.transaction(async (tx) => {
          await updateStage(tx, stageId, {
            name: request.name,
            description: request.description ?? '',
            updatedAt: clock.now(),
          });
          await noteChanged(tx, environmentId);
        });
      } catch (error) {
        throw duplicateName(error, request.name) ?? error;
      }
      return toDeploymentStage(await stageOf(db, stageId));
    },

    /** Only an empty stage goes: its services would otherwise belong to none. The stages after it move up. */
    async delete(stageId: string): Promise<void> {
      await onStageEnvironment(stageId, async (tx, stage, stages) => {
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
          clock.now(),
        );
      });
    },

    /**
     * Puts a service in the stage, skipped by environment deployments when the request says `is_skipped: true`,
     * and not skipped when it says false or nothing, whether it moves from another stage or stays in this one (as
     * the official client documents the operation).
     */
    attach(stageId: string, serviceId: string, request: DeploymentStageAttachRequest) {
      return onStageEnvironment(stageId, async (tx, stage) => {
        const service = await findServicePlace(tx, serviceId);
        // Another organization's services do not exist for these credentials.
        if (!service || service.organizationId !== (await organizationIdOfStage(tx, stage.id))) {
          throw new NotFoundError(`Service ${serviceId} not found`);
        }
        if (service.environmentId !== stage.environmentId) {
          throw pathProblem(
            'serviceId',
            `service "${service.name}" is in another environment than the stage`,
          );
        }
        await attachService(tx, {
          id: newId(),
          stageId: stage.id,
          serviceId,
          isSkipped: request.is_skipped,
          at: clock.now(),
        });
      });
    },

    move(stageId: string, anchorId: string, placement: MovePlacement) {
      if (stageId === anchorId) {
        return Promise.reject(
          pathProblem('stageId', 'is the stage being moved: a stage cannot move next to itself'),
        );
      }
      return onStageEnvironment(stageId, async (tx, stage, stages) => {
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
        await renumber(tx, reordered(stages, moved, anchor, placement), clock.now());
      });
    },

    statusesWithStages: (environmentId: string) => statusesWithStages(db, engine, environmentId),

    async ofService(serviceId: string): Promise<DeploymentStage> {
      const attachment = await findServiceAttachment(db, serviceId);
      if (!attachment) throw new NotFoundError(`Service ${serviceId} is in no deployment stage`);
      return toDeploymentStage(await stageOf(db, attachment.stageId));
    },
  };
}

export type DeploymentStageService = ReturnType<typeof createDeploymentStageService>;
