import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { noteEnvironmentChanges } from '../../db/changeFeed';
import type { Database, Transaction } from '../../db/database';
import { withWindow } from '../../db/paging';
import { environmentReadable } from '../../db/reach';
import type { PageWindow } from '../../domain/paging';
import type { ReadReach } from '../../domain/reach';
import { clusterExecutions, clusterLogs, clusters, environments, projects } from '../../db/schema';

type Db = Database | Transaction;

export type ClusterRow = typeof clusters.$inferSelect;

/** The clusters of an organization; `only` keeps those a role may see (null: all of them). */
const inOrganization = (organizationId: string, only: readonly string[] | null) =>
  only
    ? and(eq(clusters.organizationId, organizationId), inArray(clusters.id, [...only]))
    : eq(clusters.organizationId, organizationId);

export function listClusters(
  db: Db,
  organizationId: string,
  window: PageWindow | null,
  only: readonly string[] | null = null,
) {
  const query = db
    .select()
    .from(clusters)
    .where(inOrganization(organizationId, only))
    .orderBy(desc(clusters.isDefault), asc(sql`lower(${clusters.name})`), asc(clusters.id))
    .$dynamic();
  return withWindow(query, window);
}

export async function countClusters(
  db: Db,
  organizationId: string,
  only: readonly string[] | null = null,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(clusters)
    .where(inOrganization(organizationId, only));
  return row?.total ?? 0;
}

/** A cluster of this organization; null for another organization's, as for none. */
export async function findClusterOf(db: Db, organizationId: string, id: string): Promise<ClusterRow | null> {
  const [row] = await db
    .select()
    .from(clusters)
    .where(and(eq(clusters.id, id), eq(clusters.organizationId, organizationId)));
  return row ?? null;
}

/** Where environments go when their creator names no cluster. */
export async function findDefaultCluster(db: Db, organizationId: string): Promise<ClusterRow | null> {
  const [row] = await db
    .select()
    .from(clusters)
    .where(and(eq(clusters.organizationId, organizationId), eq(clusters.isDefault, true)))
    .orderBy(asc(clusters.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertCluster(db: Db, values: typeof clusters.$inferInsert): Promise<void> {
  await db.insert(clusters).values(values);
}

/** The cluster's fields its environments' services show (their limits). */
const shownByServices = ['cpu', 'memory', 'gpu'] as const;

export async function updateCluster(db: Db, id: string, values: Partial<typeof clusters.$inferInsert>) {
  await db.update(clusters).set(values).where(eq(clusters.id, id));
  // Its environments' services show its limits: their kept lists are made again.
  if (shownByServices.some((field) => values[field] !== undefined)) {
    await noteEnvironmentChanges(db, { clusterId: id });
  }
}

export async function deleteClusterRow(db: Db, id: string): Promise<void> {
  await db.delete(clusters).where(eq(clusters.id, id));
}

/** Whether another cluster of the organization has this name, ignoring case. */
export async function nameTaken(db: Db, organizationId: string, name: string, exceptId: string | null) {
  const rows = await db
    .select({ id: clusters.id })
    .from(clusters)
    .where(and(eq(clusters.organizationId, organizationId), sql`lower(${clusters.name}) = lower(${name})`));
  return rows.some((row) => row.id !== exceptId);
}

/** The organization a cluster belongs to, for scope checks; null when there is no such cluster. */
export async function organizationIdOfCluster(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: clusters.organizationId })
    .from(clusters)
    .where(eq(clusters.id, id));
  return row?.organizationId ?? null;
}

/**
 * The environments placed on a cluster, with their projects, by project then environment name; `reach` keeps
 * those a role reads (null: all of them).
 */
export function environmentsOnCluster(db: Db, clusterId: string, reach: ReadReach | null = null) {
  return db
    .select({
      id: environments.id,
      name: environments.name,
      mode: environments.mode,
      projectId: projects.id,
      projectName: projects.name,
    })
    .from(environments)
    .innerJoin(projects, eq(projects.id, environments.projectId))
    .where(
      and(
        eq(environments.clusterId, clusterId),
        environmentReadable(reach, { projectId: environments.projectId, environmentType: environments.mode }),
      ),
    )
    .orderBy(asc(sql`lower(${projects.name})`), asc(sql`lower(${environments.name})`));
}

export type ExecutionRow = typeof clusterExecutions.$inferSelect;

export async function insertExecution(db: Db, values: typeof clusterExecutions.$inferInsert) {
  await db.insert(clusterExecutions).values(values);
}

/** A cluster's executions, latest first. */
export function listExecutions(db: Db, clusterId: string, limit: number): Promise<ExecutionRow[]> {
  return db
    .select()
    .from(clusterExecutions)
    .where(eq(clusterExecutions.clusterId, clusterId))
    .orderBy(desc(clusterExecutions.createdAt), desc(clusterExecutions.id))
    .limit(limit);
}

/** The latest execution of each cluster named. */
export async function latestExecutions(db: Db, clusterIds: string[]): Promise<Map<string, ExecutionRow>> {
  if (clusterIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([clusterExecutions.clusterId])
    .from(clusterExecutions)
    .where(inArray(clusterExecutions.clusterId, clusterIds))
    .orderBy(clusterExecutions.clusterId, desc(clusterExecutions.createdAt), desc(clusterExecutions.id));
  return new Map(rows.map((row) => [row.clusterId, row]));
}

export function executionLog(db: Db, executionId: string) {
  return db
    .select()
    .from(clusterLogs)
    .where(eq(clusterLogs.executionId, executionId))
    .orderBy(asc(clusterLogs.position));
}
