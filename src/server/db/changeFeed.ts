import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from './database';
import { environmentChanges, environments, organizationChanges } from './schema';

/**
 * Which environments changed: named; every environment of a project (a project's variable reaches them all); those
 * on a cluster (its limits show in their services); or every one of an organization (a git token or registry that
 * services name was renamed or removed: rare enough not to look for the services naming it).
 */
export type ChangedEnvironments =
  | { environmentIds: readonly string[] }
  | { projectId: string }
  | { clusterId: string }
  | { organizationId: string };

/**
 * Notes that what the console shows of these environments changed, for `GET /organization/{id}/changes`: each
 * organization's counter moves on by one and the environments take its new value. Run it as the last statement of
 * the write's transaction: the counter's row stays locked until the commit, so another write of the organization
 * takes the next value only after this one is visible, and a reader never sees a value before an earlier one.
 */
export async function noteEnvironmentChanges(
  db: Database | Transaction,
  changed: ChangedEnvironments,
): Promise<void> {
  let where: SQL;
  if ('projectId' in changed) where = sql`project_id = ${changed.projectId}`;
  else if ('clusterId' in changed) where = sql`cluster_id = ${changed.clusterId}`;
  else if ('organizationId' in changed) where = sql`organization_id = ${changed.organizationId}`;
  else if (changed.environmentIds.length === 0) return;
  else
    where = sql`id in (${sql.join(
      changed.environmentIds.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  await db.execute(sql`with targets as (
      select id, organization_id, project_id from "environments" where ${where}
    ), counters as (
      insert into "organization_changes" (organization_id, version)
      select distinct organization_id, 1 from targets
      on conflict (organization_id) do update set version = "organization_changes".version + 1
      returning organization_id, version
    )
    insert into "environment_changes" (environment_id, organization_id, project_id, version)
    select targets.id, targets.organization_id, targets.project_id, counters.version
    from targets join counters using (organization_id)
    on conflict (environment_id) do update set version = excluded.version`);
}

/**
 * The value the environment took at its last noted change (0 before any): it moves on with every write that
 * changes what the console shows of it, its services' statuses included, once that write is committed.
 */
export async function environmentVersion(db: Database, environmentId: string): Promise<number> {
  const [row] = await db
    .select({ version: environmentChanges.version })
    .from(environmentChanges)
    .where(eq(environmentChanges.environmentId, environmentId));
  return row?.version ?? 0;
}

export interface EnvironmentChange {
  environmentId: string;
  projectId: string;
  /** The environment's type; null once it is deleted. */
  mode: string | null;
}

export interface OrganizationChanges {
  /** The organization's counter now (0 when nothing ever changed). */
  version: number;
  /** The environments whose last change came after the version asked about. */
  changed: EnvironmentChange[];
}

/** What changed in the organization since `since` (nothing listed when null): one statement. */
export async function organizationChangesSince(
  db: Database,
  organizationId: string,
  since: number | null,
): Promise<OrganizationChanges> {
  const rows = await db
    .select({
      version: organizationChanges.version,
      environmentId: environmentChanges.environmentId,
      projectId: environmentChanges.projectId,
      mode: environments.mode,
    })
    .from(organizationChanges)
    .leftJoin(
      environmentChanges,
      and(
        eq(environmentChanges.organizationId, organizationChanges.organizationId),
        gt(environmentChanges.version, since ?? Number.MAX_SAFE_INTEGER),
      ),
    )
    .leftJoin(environments, eq(environments.id, environmentChanges.environmentId))
    .where(eq(organizationChanges.organizationId, organizationId));
  const [first] = rows;
  if (!first) return { version: 0, changed: [] };
  return {
    version: first.version,
    changed: rows.flatMap(({ environmentId, projectId, mode }) =>
      environmentId && projectId ? [{ environmentId, projectId, mode }] : [],
    ),
  };
}
