import type { DeploymentStage, List } from '../../../contract';
import { noteEnvironmentChanges } from '../../db/changeFeed';
import type { Database, Transaction } from '../../db/database';
import { InvalidFieldError, NotFoundError } from '../../domain/errors';
import { findStage, listStages, type StageWithServices } from './queries';
import { toDeploymentStage } from './views';

export async function stageListOf(
  tx: Database | Transaction,
  environmentId: string,
): Promise<List<DeploymentStage>> {
  return { results: (await listStages(tx, environmentId)).map(toDeploymentStage) };
}

export async function stageOf(tx: Database | Transaction, stageId: string): Promise<StageWithServices> {
  const stage = await findStage(tx, stageId);
  if (!stage) throw new NotFoundError(`Deployment stage ${stageId} not found`);
  return stage;
}

/** The environment's stages changed: its consoles hear of it through the change feed, as the write commits. */
export const noteStagesChanged = (tx: Transaction, environmentId: string) =>
  noteEnvironmentChanges(tx, { environmentIds: [environmentId] });

export const pathProblem = (param: string, message: string) =>
  new InvalidFieldError('params', [{ path: [param], message }]);
