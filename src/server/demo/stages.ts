import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { deploymentStages, services } from '../db/schema';
import { attachService, insertStages } from '../modules/deploymentStages';
import type { Runtime } from '../runtime';
import type { DemoStage } from './catalog';

/**
 * Replaces an environment's default stages with the demo's named ones: the stages a team would arrange for a
 * release. Every service of the environment must be named in one stage.
 */
export async function arrangeDemoStages(
  tx: Transaction,
  environmentId: string,
  layout: readonly DemoStage[],
  runtime: Pick<Runtime, 'clock' | 'newId'>,
): Promise<void> {
  const at = runtime.clock.now();
  const named = new Map(
    (
      await tx
        .select({ id: services.id, name: services.name })
        .from(services)
        .where(eq(services.environmentId, environmentId))
    ).map((service) => [service.name, service.id]),
  );
  const placed = layout.flatMap((stage) => stage.services);
  const missing = [...named.keys()].filter((name) => !placed.includes(name));
  if (missing.length > 0) throw new Error(`The demo's stages leave out ${missing.join(', ')}`);

  await tx.delete(deploymentStages).where(eq(deploymentStages.environmentId, environmentId));
  const stages = layout.map((stage, index) => ({
    id: runtime.newId(),
    environmentId,
    name: stage.name,
    description: stage.description,
    deploymentOrder: index,
    defaultFor: stage.defaultFor ?? null,
    createdAt: at,
    updatedAt: at,
  }));
  await insertStages(tx, stages);
  for (const [index, stage] of layout.entries()) {
    for (const name of stage.services) {
      const serviceId = named.get(name);
      const stageId = stages[index]?.id;
      if (!serviceId || !stageId) throw new Error(`The demo has no service ${name}`);
      await attachService(tx, {
        id: runtime.newId(),
        stageId,
        serviceId,
        isSkipped: stage.skipped?.includes(name) ?? false,
        at,
      });
    }
  }
}
