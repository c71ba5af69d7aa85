import type { ServiceType } from '../../../contract';
import type { Transaction } from '../../db/database';
import type { Runtime } from '../../runtime';
import { DEFAULT_STAGES, defaultStageOf } from './defaults';
import {
  attachService,
  findDefaultStage,
  insertStages,
  listStageRows,
  listStages,
  lockEnvironment,
} from './queries';

type Making = Pick<Runtime, 'clock' | 'newId'>;

/** A new environment's stages: the defaults, one per kind of service. Part of the environment's creation. */
export async function createDefaultStages(tx: Transaction, environmentId: string, runtime: Making) {
  const at = runtime.clock.now();
  await insertStages(
    tx,
    DEFAULT_STAGES.map((stage, index) => ({
      id: runtime.newId(),
      environmentId,
      name: stage.name,
      description: stage.description,
      deploymentOrder: index,
      defaultFor: stage.kind,
      createdAt: at,
      updatedAt: at,
    })),
  );
}

/** A name no stage of the environment has, ignoring case: `Jobs`, else `Jobs 2`, `Jobs 3`… */
function freeName(wanted: string, taken: readonly string[]): string {
  const lower = new Set(taken.map((name) => name.toLowerCase()));
  for (let suffix = 1; ; suffix += 1) {
    const name = suffix === 1 ? wanted : `${wanted} ${suffix}`;
    if (!lower.has(name.toLowerCase())) return name;
  }
}

/**
 * Puts a new service in the stage of its kind. When that stage was deleted, it is made again, last, so that a
 * service always belongs to exactly one stage from its creation on. Part of the service's creation.
 */
export async function placeInDefaultStage(
  tx: Transaction,
  service: { id: string; environmentId: string; type: ServiceType },
  runtime: Making,
): Promise<void> {
  await lockEnvironment(tx, service.environmentId);
  const at = runtime.clock.now();
  let stage = await findDefaultStage(tx, service.environmentId, service.type);
  if (!stage) {
    const existing = await listStageRows(tx, service.environmentId);
    const template = defaultStageOf(service.type);
    const row = {
      id: runtime.newId(),
      environmentId: service.environmentId,
      name: freeName(
        template?.name ?? service.type,
        existing.map((row) => row.name),
      ),
      description: template?.description ?? '',
      deploymentOrder: existing.length,
      defaultFor: service.type,
      createdAt: at,
      updatedAt: at,
    };
    await insertStages(tx, [row]);
    stage = row;
  }
  await attachService(tx, {
    id: runtime.newId(),
    stageId: stage.id,
    serviceId: service.id,
    isSkipped: false,
    at,
  });
}

/**
 * The stages of a cloned environment, before its services: the same names, descriptions, order and defaults (so
 * each copied service first lands in the stage of its kind). Answers each original stage's copy.
 */
export async function copyStageLayout(
  tx: Transaction,
  from: string,
  to: string,
  runtime: Making,
): Promise<Map<string, string>> {
  const at = runtime.clock.now();
  const stages = await listStageRows(tx, from);
  const copies = new Map(stages.map((stage) => [stage.id, runtime.newId()]));
  await insertStages(
    tx,
    stages.map((stage) => ({
      id: copies.get(stage.id) ?? runtime.newId(),
      environmentId: to,
      name: stage.name,
      description: stage.description,
      deploymentOrder: stage.deploymentOrder,
      defaultFor: stage.defaultFor,
      createdAt: at,
      updatedAt: at,
    })),
  );
  return copies;
}

/**
 * Then each copied service goes to the copy of its original's stage, skipped if the original is.
 * `stageCopies` is what `copyStageLayout` answered; `serviceCopies` maps each original service to its copy.
 */
export async function placeLikeOriginals(
  tx: Transaction,
  from: string,
  stageCopies: ReadonlyMap<string, string>,
  serviceCopies: ReadonlyMap<string, string>,
  runtime: Making,
): Promise<void> {
  const at = runtime.clock.now();
  for (const stage of await listStages(tx, from)) {
    const stageId = stageCopies.get(stage.id);
    if (!stageId) continue;
    for (const member of stage.services) {
      const serviceId = serviceCopies.get(member.serviceId);
      if (!serviceId) continue;
      await attachService(tx, { id: runtime.newId(), stageId, serviceId, isSkipped: member.isSkipped, at });
    }
  }
}
