import { eq, inArray } from 'drizzle-orm';
import type { EnvironmentMode } from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import { deployments, environments, projects } from '../../db/schema';

type Db = Database | Transaction;

/** When the retention removed the deployment's log lines; null while it keeps them (or if there is none). */
export async function logRemovedAt(db: Db, deploymentId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: deployments.logRemovedAt })
    .from(deployments)
    .where(eq(deployments.id, deploymentId));
  return row?.at ?? null;
}

/** The names webhook receivers filter on and read, which the engine's events do not carry. */
export interface EventPlace {
  project_name: string;
  environment_name: string;
  environment_type: EnvironmentMode;
}

export async function eventPlaces(db: Db, environmentIds: string[]): Promise<Map<string, EventPlace>> {
  if (environmentIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: environments.id,
      environmentName: environments.name,
      mode: environments.mode,
      projectName: projects.name,
    })
    .from(environments)
    .innerJoin(projects, eq(projects.id, environments.projectId))
    .where(inArray(environments.id, environmentIds));
  return new Map(
    rows.map((row) => [
      row.id,
      { project_name: row.projectName, environment_name: row.environmentName, environment_type: row.mode },
    ]),
  );
}
