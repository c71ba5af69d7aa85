import { eq, inArray, sql } from 'drizzle-orm';
import { noteEnvironmentChanges } from '../../db/changeFeed';
import type { Database, Transaction } from '../../db/database';
import { environments, services } from '../../db/schema';

/**
 * The services a write may have changed the configuration of: one, an environment's, a project's, or those of every
 * environment on a cluster.
 */
export type ConfigurationReach =
  { serviceId: string } | { environmentId: string } | { projectId: string } | { clusterId: string };

/**
 * A write changed what a deployment of these services would take (a setting, a variable reaching them): their stored
 * configuration version is forgotten, to be computed again on the next read of their status, and their environments
 * are noted as changed for the consoles watching them. Run it as the last step of the write's transaction.
 */
export async function configurationChanged(
  tx: Database | Transaction,
  reach: ConfigurationReach,
): Promise<void> {
  const where =
    'serviceId' in reach
      ? eq(services.id, reach.serviceId)
      : 'environmentId' in reach
        ? eq(services.environmentId, reach.environmentId)
        : 'projectId' in reach
          ? eq(services.projectId, reach.projectId)
          : inArray(
              services.environmentId,
              tx
                .select({ id: environments.id })
                .from(environments)
                .where(eq(environments.clusterId, reach.clusterId)),
            );
  const touched = await tx
    .update(services)
    .set({ configVersion: null, configRevision: sql`${services.configRevision} + 1` })
    .where(where)
    .returning({ environmentId: services.environmentId });
  if ('projectId' in reach) await noteEnvironmentChanges(tx, { projectId: reach.projectId });
  else if ('environmentId' in reach)
    await noteEnvironmentChanges(tx, { environmentIds: [reach.environmentId] });
  else
    await noteEnvironmentChanges(tx, {
      environmentIds: [...new Set(touched.map((row) => row.environmentId))],
    });
}
