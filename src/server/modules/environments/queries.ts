import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { EnvironmentMode } from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import { withWindow } from '../../db/paging';
import type { PageWindow } from '../../domain/paging';
import { clusters, environments, services } from '../../db/schema';

type Db = Database | Transaction;

export type NewEnvironmentRow = typeof environments.$inferInsert;

/** An environment with what the API reports about its cluster and contents. */
const environmentColumns = (db: Db) => ({
  id: environments.id,
  organizationId: environments.organizationId,
  projectId: environments.projectId,
  clusterId: environments.clusterId,
  name: environments.name,
  mode: environments.mode,
  lastUpdatedBy: environments.lastUpdatedBy,
  createdAt: environments.createdAt,
  updatedAt: environments.updatedAt,
  clusterName: clusters.name,
  cloudProvider: clusters.cloudProvider,
  serviceCount: db.$count(services, eq(services.environmentId, environments.id)),
});

export type EnvironmentRow = typeof environments.$inferSelect & {
  clusterName: string;
  cloudProvider: (typeof clusters.$inferSelect)['cloudProvider'];
  serviceCount: number;
};

function selectEnvironments(db: Db) {
  return db
    .select(environmentColumns(db))
    .from(environments)
    .innerJoin(clusters, eq(clusters.id, environments.clusterId))
    .$dynamic();
}

/** The environments of a project; `types` keeps those of the types a role may see (null: all of them). */
const inProject = (projectId: string, types: readonly EnvironmentMode[] | null) =>
  types
    ? and(eq(environments.projectId, projectId), inArray(environments.mode, [...types]))
    : eq(environments.projectId, projectId);

export function listEnvironments(
  db: Db,
  projectId: string,
  window: PageWindow | null,
  types: readonly EnvironmentMode[] | null = null,
): Promise<EnvironmentRow[]> {
  const query = selectEnvironments(db)
    .where(inProject(projectId, types))
    .orderBy(asc(sql`lower(${environments.name})`), asc(environments.id));
  return withWindow(query, window);
}

/** The environments of a project by name, as what holds them needs them (`types` as in `listEnvironments`). */
export function environmentsOfProject(
  db: Db,
  projectId: string,
  types: readonly EnvironmentMode[] | null = null,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: environments.id, name: environments.name })
    .from(environments)
    .where(inProject(projectId, types))
    .orderBy(asc(sql`lower(${environments.name})`), asc(environments.id));
}

export async function countEnvironments(
  db: Db,
  projectId: string,
  types: readonly EnvironmentMode[] | null = null,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(environments).where(inProject(projectId, types));
  return row?.total ?? 0;
}

export async function findEnvironment(db: Db, id: string): Promise<EnvironmentRow | null> {
  const [row]: EnvironmentRow[] = await selectEnvironments(db).where(eq(environments.id, id));
  return row ?? null;
}

export async function insertEnvironment(db: Db, values: NewEnvironmentRow): Promise<string> {
  const [row] = await db.insert(environments).values(values).returning({ id: environments.id });
  if (!row) throw new Error('Inserting an environment returned no row');
  return row.id;
}

export async function updateEnvironment(
  db: Db,
  id: string,
  changes: Pick<NewEnvironmentRow, 'name' | 'mode' | 'lastUpdatedBy' | 'updatedAt'>,
): Promise<boolean> {
  const updated = await db
    .update(environments)
    .set(changes)
    .where(eq(environments.id, id))
    .returning({ id: environments.id });
  return updated.length > 0;
}

/** Its services go with it (foreign keys cascade). */
export async function deleteEnvironment(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(environments)
    .where(eq(environments.id, id))
    .returning({ id: environments.id });
  return deleted.length > 0;
}

export interface EnvironmentPlacement {
  environment: { id: string; name: string; organizationId: string; projectId: string };
  cluster: {
    id: string;
    name: string;
    cpu: number;
    memory: number;
    gpu: number;
    minRunningNodes: number;
    maxRunningNodes: number;
  };
}

/** An environment and the capacity of the cluster it runs on, as services and their deployments need them. */
export async function findEnvironmentPlacement(db: Db, id: string): Promise<EnvironmentPlacement | null> {
  const [row] = await db
    .select({
      environment: {
        id: environments.id,
        name: environments.name,
        organizationId: environments.organizationId,
        projectId: environments.projectId,
      },
      cluster: {
        id: clusters.id,
        name: clusters.name,
        cpu: clusters.cpu,
        memory: clusters.memory,
        gpu: clusters.gpu,
        minRunningNodes: clusters.minRunningNodes,
        maxRunningNodes: clusters.maxRunningNodes,
      },
    })
    .from(environments)
    .innerJoin(clusters, eq(clusters.id, environments.clusterId))
    .where(eq(environments.id, id));
  return row ?? null;
}

/**
 * The advanced settings changed from their defaults of the cluster each environment runs on, by environment id: part
 * of what the environment's services run with.
 */
export async function clusterSettingsOfEnvironments(
  db: Db,
  environmentIds: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  if (environmentIds.length === 0) return new Map();
  const rows = await db
    .select({ environmentId: environments.id, advancedSettings: clusters.advancedSettings })
    .from(environments)
    .innerJoin(clusters, eq(clusters.id, environments.clusterId))
    .where(inArray(environments.id, [...new Set(environmentIds)]));
  return new Map(rows.map((row) => [row.environmentId, row.advancedSettings]));
}
