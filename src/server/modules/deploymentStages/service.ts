import type {
  DeploymentStage,
  DeploymentStageRequest,
  EnvironmentStatusesWithStages,
  List,
} from '../../../contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, NotFoundError } from '../../domain/errors';
import type { Runtime } from '../../runtime';
import { withDeps } from '../shared/withDeps';
import { attachServiceToStage, deleteDeploymentStage, moveDeploymentStage } from './arrangement';
import type { DeploymentStageDeps } from './deps';
import { noteStagesChanged, stageListOf, stageOf } from './lookups';
import { findServiceAttachment, insertStages, listStageRows, lockEnvironment, updateStage } from './queries';
import { type StageStatusSource, statusesWithStages } from './statuses';
import { toDeploymentStage } from './views';

function duplicateName(error: unknown, name: string): Error | null {
  return isUniqueViolation(error, 'deployment_stages_environment_name_unique')
    ? new ConflictError(`A deployment stage named "${name}" already exists in this environment`)
    : null;
}

export function listDeploymentStages(
  { db }: DeploymentStageDeps,
  environmentId: string,
): Promise<List<DeploymentStage>> {
  return stageListOf(db, environmentId);
}

export async function getDeploymentStage(
  { db }: DeploymentStageDeps,
  stageId: string,
): Promise<DeploymentStage> {
  return toDeploymentStage(await stageOf(db, stageId));
}

/** A new stage goes last. */
export async function createDeploymentStage(
  { db, runtime }: DeploymentStageDeps,
  environmentId: string,
  request: DeploymentStageRequest,
): Promise<DeploymentStage> {
  const id = runtime.newId();
  try {
    await db.transaction(async (tx) => {
      if (!(await lockEnvironment(tx, environmentId))) {
        throw new NotFoundError(`Environment ${environmentId} not found`);
      }
      const at = runtime.clock.now();
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
      await noteStagesChanged(tx, environmentId);
    });
  } catch (error) {
    throw duplicateName(error, request.name) ?? error;
  }
  return toDeploymentStage(await stageOf(db, id));
}

export async function editDeploymentStage(
  { db, runtime }: DeploymentStageDeps,
  stageId: string,
  request: DeploymentStageRequest,
): Promise<DeploymentStage> {
  const { environmentId } = await stageOf(db, stageId);
  try {
    await db.transaction(async (tx) => {
      await updateStage(tx, stageId, {
        name: request.name,
        description: request.description ?? '',
        updatedAt: runtime.clock.now(),
      });
      await noteStagesChanged(tx, environmentId);
    });
  } catch (error) {
    throw duplicateName(error, request.name) ?? error;
  }
  return toDeploymentStage(await stageOf(db, stageId));
}

export function statusesOfStages(
  { db, engine }: DeploymentStageDeps,
  environmentId: string,
): Promise<EnvironmentStatusesWithStages> {
  return statusesWithStages(db, engine, environmentId);
}

export async function stageOfService(
  { db }: DeploymentStageDeps,
  serviceId: string,
): Promise<DeploymentStage> {
  const attachment = await findServiceAttachment(db, serviceId);
  if (!attachment) throw new NotFoundError(`Service ${serviceId} is in no deployment stage`);
  return toDeploymentStage(await stageOf(db, attachment.stageId));
}

/**
 * An environment's deployment stages. Every change runs in one transaction that first locks the environment, so
 * `deployment_order` stays 0..n-1 without gaps or duplicates and every service stays in exactly one stage,
 * however many changes arrive at once (`arrangement.ts`).
 */
export function createDeploymentStageService(db: Database, runtime: Runtime, engine: StageStatusSource) {
  const deps: DeploymentStageDeps = { db, runtime, engine };
  return {
    list: withDeps(deps, listDeploymentStages),
    get: withDeps(deps, getDeploymentStage),
    create: withDeps(deps, createDeploymentStage),
    edit: withDeps(deps, editDeploymentStage),
    delete: withDeps(deps, deleteDeploymentStage),
    attach: withDeps(deps, attachServiceToStage),
    move: withDeps(deps, moveDeploymentStage),
    statusesWithStages: withDeps(deps, statusesOfStages),
    ofService: withDeps(deps, stageOfService),
  };
}

export type DeploymentStageService = ReturnType<typeof createDeploymentStageService>;
