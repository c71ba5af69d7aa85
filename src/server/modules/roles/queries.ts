import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import {
  apiTokens,
  clusters,
  customRoleClusters,
  customRoleProjects,
  customRoles,
  invitations,
  memberships,
  projects,
} from '../../db/schema';

type Db = Database | Transaction;

export type CustomRoleRow = typeof customRoles.$inferSelect;
export type RoleClusterRow = { clusterId: string; clusterName: string; permission: string };

export async function insertCustomRole(
  db: Db,
  values: typeof customRoles.$inferInsert,
): Promise<CustomRoleRow> {
  const [row] = await db.insert(customRoles).values(values).returning();
  if (!row) throw new Error('Inserting a custom role returned no row');
  return row;
}

export function listCustomRoles(db: Db, organizationId: string): Promise<CustomRoleRow[]> {
  return db
    .select()
    .from(customRoles)
    .where(eq(customRoles.organizationId, organizationId))
    .orderBy(asc(sql`lower(${customRoles.name})`), asc(customRoles.id));
}

export async function findCustomRole(
  db: Db,
  organizationId: string,
  id: string,
): Promise<CustomRoleRow | null> {
  const [row] = await db
    .select()
    .from(customRoles)
    .where(and(eq(customRoles.organizationId, organizationId), eq(customRoles.id, id)));
  return row ?? null;
}

export async function findCustomRoleById(db: Db, id: string): Promise<CustomRoleRow | null> {
  const [row] = await db.select().from(customRoles).where(eq(customRoles.id, id));
  return row ?? null;
}

/** The cluster permissions of roles, with the clusters' names. */
export function clusterPermissionsOf(db: Db, roleIds: string[]) {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      roleId: customRoleClusters.roleId,
      clusterId: customRoleClusters.clusterId,
      clusterName: clusters.name,
      permission: customRoleClusters.permission,
    })
    .from(customRoleClusters)
    .innerJoin(clusters, eq(clusters.id, customRoleClusters.clusterId))
    .where(inArray(customRoleClusters.roleId, roleIds))
    .orderBy(asc(sql`lower(${clusters.name})`));
}

/** The project permissions of roles, with the projects' names. */
export function projectPermissionsOf(db: Db, roleIds: string[]) {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      roleId: customRoleProjects.roleId,
      projectId: customRoleProjects.projectId,
      projectName: projects.name,
      isAdmin: customRoleProjects.isAdmin,
      permissions: customRoleProjects.permissions,
    })
    .from(customRoleProjects)
    .innerJoin(projects, eq(projects.id, customRoleProjects.projectId))
    .where(inArray(customRoleProjects.roleId, roleIds))
    .orderBy(asc(sql`lower(${projects.name})`));
}

export async function updateCustomRole(
  db: Db,
  id: string,
  changes: Pick<CustomRoleRow, 'name' | 'description' | 'allProjects' | 'updatedAt'>,
): Promise<void> {
  await db.update(customRoles).set(changes).where(eq(customRoles.id, id));
}

export async function replaceRolePermissions(
  db: Db,
  roleId: string,
  matrix: {
    clusters: (typeof customRoleClusters.$inferInsert)[];
    projects: (typeof customRoleProjects.$inferInsert)[];
  },
): Promise<void> {
  await db.delete(customRoleClusters).where(eq(customRoleClusters.roleId, roleId));
  await db.delete(customRoleProjects).where(eq(customRoleProjects.roleId, roleId));
  if (matrix.clusters.length > 0) await db.insert(customRoleClusters).values(matrix.clusters);
  if (matrix.projects.length > 0) await db.insert(customRoleProjects).values(matrix.projects);
}

/** Whether a member, an invitation or an API token holds the role. */
export async function isRoleHeld(db: Db, roleId: string): Promise<boolean> {
  const holders = await Promise.all([
    db.$count(memberships, eq(memberships.customRoleId, roleId)),
    db.$count(apiTokens, eq(apiTokens.customRoleId, roleId)),
    db.$count(invitations, eq(invitations.customRoleId, roleId)),
  ]);
  return holders.some((count) => count > 0);
}

export async function deleteCustomRole(db: Db, organizationId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(customRoles)
    .where(and(eq(customRoles.organizationId, organizationId), eq(customRoles.id, id)))
    .returning({ id: customRoles.id });
  return deleted.length > 0;
}

export function projectsOf(db: Db, organizationId: string) {
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.organizationId, organizationId))
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
}

export function clustersOf(db: Db, organizationId: string) {
  return db
    .select({ id: clusters.id, name: clusters.name })
    .from(clusters)
    .where(eq(clusters.organizationId, organizationId))
    .orderBy(asc(sql`lower(${clusters.name})`), asc(clusters.id));
}
