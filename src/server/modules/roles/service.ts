import type { AvailableRole, BuiltInRole, CustomRole, CustomRoleCreateRequest } from '../../../contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ownerOnlyDecision, type RoleGrant } from '../../domain/access';
import { ConflictError, ForbiddenError, invalidBody, NotFoundError } from '../../domain/errors';
import type { Runtime } from '../../runtime';
import type { AccessChanges } from '../shared/recentlyFound';
import { withDeps } from '../shared/withDeps';
import { builtInRoleIds, builtInRoleOfId, builtInRoles } from './builtIn';
import type { RoleDeps } from './deps';
import {
  allProjectsOf,
  type ClusterEntry,
  grantOf,
  matrixProblems,
  type ProjectEntry,
  type RoleMatrixRequest,
  toCustomRole,
} from './matrix';
import { permissionsOf } from './permissions';
import {
  clusterPermissionsOf,
  clustersOf,
  type CustomRoleRow,
  deleteCustomRole,
  findCustomRole,
  findCustomRoleById,
  insertCustomRole,
  isRoleHeld,
  listCustomRoles,
  projectPermissionsOf,
  projectsOf,
  replaceRolePermissions,
  updateCustomRole,
} from './queries';

/** A role given to a member, an invitation or a token: a built-in one, or a custom one of the organization. */
export type RoleChoice =
  { role: BuiltInRole; customRole: null } | { role: 'CUSTOM'; customRole: CustomRoleRow };

/** Refuses a choice of the OWNER role to credentials that are not an owner's themselves. */
export function requireMayGrant(choice: RoleChoice, granter: RoleGrant): void {
  if (choice.role !== 'OWNER') return;
  const decision = ownerOnlyDecision(granter, 'Only an owner may grant the OWNER role');
  if (!decision.allowed) throw new ForbiddenError(decision.reason);
}

function duplicateName(error: unknown, name: string): Error | null {
  return isUniqueViolation(error, 'custom_roles_org_name_unique')
    ? new ConflictError(`A role named "${name}" already exists in this organization`)
    : null;
}

async function entriesOf(db: Database, roleIds: string[]) {
  const [clusters, projects] = await Promise.all([
    clusterPermissionsOf(db, roleIds) as Promise<ClusterEntry[]>,
    projectPermissionsOf(db, roleIds) as Promise<ProjectEntry[]>,
  ]);
  return { clusters, projects };
}

async function present(db: Database, row: CustomRoleRow): Promise<CustomRole> {
  const { clusters, projects } = await entriesOf(db, [row.id]);
  return toCustomRole(row, clusters, projects);
}

async function customRoleOf(db: Database, organizationId: string, id: string): Promise<CustomRoleRow> {
  const row = await findCustomRole(db, organizationId, id);
  if (!row) throw new NotFoundError(`Custom role ${id} not found`);
  return row;
}

export async function listRoles({ db }: RoleDeps, organizationId: string): Promise<CustomRole[]> {
  const rows = await listCustomRoles(db, organizationId);
  const { clusters, projects } = await entriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toCustomRole(
      row,
      clusters.filter((entry) => entry.roleId === row.id),
      projects.filter((entry) => entry.roleId === row.id),
    ),
  );
}

export async function getRole({ db }: RoleDeps, organizationId: string, id: string): Promise<CustomRole> {
  return present(db, await customRoleOf(db, organizationId, id));
}

/** A new role reaches nothing until its matrix is set. */
export async function createRole(
  { db, runtime }: RoleDeps,
  organizationId: string,
  request: CustomRoleCreateRequest,
): Promise<CustomRole> {
  const now = runtime.clock.now();
  try {
    const row = await insertCustomRole(db, {
      id: runtime.newId(),
      organizationId,
      name: request.name,
      description: request.description ?? '',
      createdAt: now,
      updatedAt: now,
    });
    return toCustomRole(row, [], []);
  } catch (error) {
    throw duplicateName(error, request.name) ?? error;
  }
}

/** The permission rows a matrix request stands for, as `replaceRolePermissions` writes them. */
function permissionRowsOf(roleId: string, request: RoleMatrixRequest) {
  return {
    clusters: request.cluster_permissions.map((entry) => ({
      roleId,
      clusterId: entry.cluster_id,
      permission: entry.permission,
    })),
    projects: request.project_permissions.map((entry) => ({
      roleId,
      projectId: entry.project_id,
      isAdmin: entry.is_admin,
      permissions: Object.fromEntries(
        entry.permissions.map((permission) => [permission.environment_type, permission.permission]),
      ),
    })),
  };
}

export async function editRole(
  { db, runtime, access }: RoleDeps,
  organizationId: string,
  id: string,
  request: RoleMatrixRequest,
): Promise<CustomRole> {
  const row = await customRoleOf(db, organizationId, id);
  const [projects, clusters] = await Promise.all([
    projectsOf(db, organizationId),
    clustersOf(db, organizationId),
  ]);
  const problems = matrixProblems(request, {
    projectIds: new Set(projects.map((project) => project.id)),
    clusterIds: new Set(clusters.map((cluster) => cluster.id)),
  });
  if (problems.length > 0) throw invalidBody(problems);
  const allProjects = allProjectsOf(request, row.allProjects);
  const now = runtime.clock.now();
  try {
    await db.transaction(async (tx) => {
      await updateCustomRole(tx, id, {
        name: request.name,
        description: request.description ?? '',
        allProjects,
        updatedAt: now,
      });
      await replaceRolePermissions(tx, id, permissionRowsOf(id, request));
    });
  } catch (error) {
    throw duplicateName(error, request.name) ?? error;
  }
  access.changed();
  return present(db, {
    ...row,
    name: request.name,
    description: request.description ?? '',
    allProjects,
    updatedAt: now,
  });
}

export async function deleteRole(
  { db, access }: RoleDeps,
  organizationId: string,
  id: string,
): Promise<void> {
  const row = await customRoleOf(db, organizationId, id);
  if (await isRoleHeld(db, id)) {
    throw new ConflictError(
      `Role "${row.name}" is held by a member, an invitation or an API token: give them another role first`,
    );
  }
  await deleteCustomRole(db, organizationId, id);
  access.changed();
}

export async function availableRoles({ db }: RoleDeps, organizationId: string): Promise<AvailableRole[]> {
  const custom = await listCustomRoles(db, organizationId);
  return [
    ...builtInRoles.map((role) => ({ id: builtInRoleIds[role], name: role, built_in: true })),
    ...custom.map((row) => ({ id: row.id, name: row.name, built_in: false })),
  ];
}

/** The role an id names in the organization; `field` is where a request named it, for the 400. */
export async function chooseRole(
  { db }: RoleDeps,
  organizationId: string,
  roleId: string,
  field: readonly PropertyKey[],
): Promise<RoleChoice> {
  const builtIn = builtInRoleOfId(roleId);
  if (builtIn) return { role: builtIn, customRole: null };
  const row = await findCustomRole(db, organizationId, roleId);
  if (!row) throw invalidBody([{ path: field, message: 'is not a role of this organization' }]);
  return { role: 'CUSTOM', customRole: row };
}

/** What a principal acts with: a built-in role as is, a custom one with its matrix, read now. */
export async function grantOfRole(
  { db }: RoleDeps,
  role: BuiltInRole | 'CUSTOM',
  customRoleId: string | null,
): Promise<RoleGrant> {
  if (role !== 'CUSTOM') return { kind: 'built_in', role };
  const row = customRoleId ? await findCustomRoleById(db, customRoleId) : null;
  // A custom role is never deleted while held; a row missing anyway leaves the least of the built-in roles.
  if (!row) return { kind: 'built_in', role: 'VIEWER' };
  const [{ clusters, projects }, everyProject] = await Promise.all([
    entriesOf(db, [row.id]),
    // Only a role with `all_projects` needs the organization's projects: one more query for it alone.
    row.allProjects ? projectsOf(db, row.organizationId) : Promise.resolve([]),
  ]);
  return grantOf(
    row,
    clusters,
    projects,
    everyProject.map((project) => project.id),
  );
}

/** `access` is told of every edit and delete, so principals remembered with the role's old matrix are forgotten. */
export function createRoleService(db: Database, runtime: Runtime, access: AccessChanges) {
  const deps: RoleDeps = { db, runtime, access };
  return {
    list: withDeps(deps, listRoles),
    get: withDeps(deps, getRole),
    create: withDeps(deps, createRole),
    edit: withDeps(deps, editRole),
    delete: withDeps(deps, deleteRole),
    available: withDeps(deps, availableRoles),
    choose: withDeps(deps, chooseRole),
    grant: withDeps(deps, grantOfRole),
    permissions: withDeps(deps, permissionsOf),
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
