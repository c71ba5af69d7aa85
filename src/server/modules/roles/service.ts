import type {
  ApiTokenScope,
  AvailableRole,
  BuiltInRole,
  CustomRole,
  CustomRoleCreateRequest,
  Permissions,
} from '../../../contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import {
  type Decision,
  decide,
  environmentCreationDecision,
  ownerOnlyDecision,
  type RoleGrant,
  type RoleLevel,
  roleIdOf,
  roleNameOf,
  scopeAllows,
  type ScopedAccess,
  type ScopeTarget,
} from '../../domain/access';
import { ConflictError, ForbiddenError, invalidBody, NotFoundError } from '../../domain/errors';
import type { Runtime } from '../../runtime';
import type { AccessChanges } from '../shared/recentlyFound';
import { builtInRoleIds, builtInRoleOfId, builtInRoles } from './builtIn';
import { consoleWords } from './consoleWords';
import {
  allProjectsOf,
  type ClusterEntry,
  environmentTypes,
  grantOf,
  matrixProblems,
  type ProjectEntry,
  type RoleMatrixRequest,
  toCustomRole,
} from './matrix';
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

/** `access` is told of every edit and delete, so principals remembered with the role's old matrix are forgotten. */
export function createRoleService(db: Database, runtime: Runtime, access: AccessChanges) {
  const { clock, newId } = runtime;

  async function entriesOf(roleIds: string[]) {
    const [clusters, projects] = await Promise.all([
      clusterPermissionsOf(db, roleIds) as Promise<ClusterEntry[]>,
      projectPermissionsOf(db, roleIds) as Promise<ProjectEntry[]>,
    ]);
    return { clusters, projects };
  }

  async function present(row: CustomRoleRow): Promise<CustomRole> {
    const { clusters, projects } = await entriesOf([row.id]);
    return toCustomRole(row, clusters, projects);
  }

  async function find(organizationId: string, id: string): Promise<CustomRoleRow> {
    const row = await findCustomRole(db, organizationId, id);
    if (!row) throw new NotFoundError(`Custom role ${id} not found`);
    return row;
  }

  return {
    async list(organizationId: string): Promise<CustomRole[]> {
      const rows = await listCustomRoles(db, organizationId);
      const { clusters, projects } = await entriesOf(rows.map((row) => row.id));
      return rows.map((row) =>
        toCustomRole(
          row,
          clusters.filter((entry) => entry.roleId === row.id),
          projects.filter((entry) => entry.roleId === row.id),
        ),
      );
    },

    async get(organizationId: string, id: string): Promise<CustomRole> {
      return present(await find(organizationId, id));
    },

    /** A new role reaches nothing until its matrix is set. */
    async create(organizationId: string, request: CustomRoleCreateRequest): Promise<CustomRole> {
      const now = clock.now();
      try {
        const row = await insertCustomRole(db, {
          id: newId(),
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
    },

    async edit(organizationId: string, id: string, request: RoleMatrixRequest): Promise<CustomRole> {
      const row = await find(organizationId, id);
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
      const now = clock.now();
      try {
        await db.transaction(async (tx) => {
          await updateCustomRole(tx, id, {
            name: request.name,
            description: request.description ?? '',
            allProjects,
            updatedAt: now,
          });
          await replaceRolePermissions(tx, id, {
            clusters: request.cluster_permissions.map((entry) => ({
              roleId: id,
              clusterId: entry.cluster_id,
              permission: entry.permission,
            })),
            projects: request.project_permissions.map((entry) => ({
              roleId: id,
              projectId: entry.project_id,
              isAdmin: entry.is_admin,
              permissions: Object.fromEntries(
                entry.permissions.map((permission) => [permission.environment_type, permission.permission]),
              ),
            })),
          });
        });
      } catch (error) {
        throw duplicateName(error, request.name) ?? error;
      }
      access.changed();
      return present({
        ...row,
        name: request.name,
        description: request.description ?? '',
        allProjects,
        updatedAt: now,
      });
    },

    async delete(organizationId: string, id: string): Promise<void> {
      const row = await find(organizationId, id);
      if (await isRoleHeld(db, id)) {
        throw new ConflictError(
          `Role "${row.name}" is held by a member, an invitation or an API token: give them another role first`,
        );
      }
      await deleteCustomRole(db, organizationId, id);
      access.changed();
    },

    async available(organizationId: string): Promise<AvailableRole[]> {
      const custom = await listCustomRoles(db, organizationId);
      return [
        ...builtInRoles.map((role) => ({ id: builtInRoleIds[role], name: role, built_in: true })),
        ...custom.map((row) => ({ id: row.id, name: row.name, built_in: false })),
      ];
    },

    /** The role an id names in the organization; `field` is where a request named it, for the 400. */
    async choose(organizationId: string, roleId: string, field: readonly PropertyKey[]): Promise<RoleChoice> {
      const builtIn = builtInRoleOfId(roleId);
      if (builtIn) return { role: builtIn, customRole: null };
      const row = await findCustomRole(db, organizationId, roleId);
      if (!row) throw invalidBody([{ path: field, message: 'is not a role of this organization' }]);
      return { role: 'CUSTOM', customRole: row };
    },

    /** What a principal acts with: a built-in role as is, a custom one with its matrix, read now. */
    async grant(role: BuiltInRole | 'CUSTOM', customRoleId: string | null): Promise<RoleGrant> {
      if (role !== 'CUSTOM') return { kind: 'built_in', role };
      const row = customRoleId ? await findCustomRoleById(db, customRoleId) : null;
      // A custom role is never deleted while held; a row missing anyway leaves the least of the built-in roles.
      if (!row) return { kind: 'built_in', role: 'VIEWER' };
      const [{ clusters, projects }, everyProject] = await Promise.all([
        entriesOf([row.id]),
        // Only a role with `all_projects` needs the organization's projects: one more query for it alone.
        row.allProjects ? projectsOf(db, row.organizationId) : Promise.resolve([]),
      ]);
      return grantOf(
        row,
        clusters,
        projects,
        everyProject.map((project) => project.id),
      );
    },

    /**
     * Everything the credentials may do in the organization, and why not where they may not, for every project and
     * cluster their role reads.
     */
    async permissions(organizationId: string, scope: ApiTokenScope, grant: RoleGrant): Promise<Permissions> {
      const [projects, clusters] = await Promise.all([
        projectsOf(db, organizationId),
        clustersOf(db, organizationId),
      ]);
      const organizationTarget = { organizationId };
      // Refusals in the console's words: the API's name scopes and permissions as its requests write them.
      const at = (access: ScopedAccess, level: RoleLevel, target: ScopeTarget): Decision =>
        decide(scope, grant, access, level, target, consoleWords);
      return {
        organization_id: organizationId,
        role_id: roleIdOf(grant),
        role_name: roleNameOf(grant),
        scope,
        organization: {
          read: at('read', 'organization', organizationTarget),
          deploy: at('deploy', 'organization', organizationTarget),
          write: at('write', 'organization', organizationTarget),
          admin: at('admin', 'organization', organizationTarget),
        },
        // Only what the role reads: the names of the rest are not its to know.
        projects: projects.flatMap((project) => {
          const target = { organizationId, projectId: project.id };
          const read = at('read', 'project', target);
          if (!read.allowed) return [];
          return {
            project_id: project.id,
            project_name: project.name,
            read,
            manage: at('write', 'project', target),
            environment_types: environmentTypes.map((type) => {
              const typed = { ...target, environmentType: type };
              return {
                environment_type: type,
                read: at('read', 'environment', typed),
                deploy: at('deploy', 'environment', typed),
                write: at('write', 'environment', typed),
              };
            }),
          };
        }),
        clusters: clusters.flatMap((cluster) => {
          const target = { organizationId, clusterId: cluster.id };
          const read = at('read', 'cluster', target);
          if (!read.allowed) return [];
          return {
            cluster_id: cluster.id,
            cluster_name: cluster.name,
            read,
            write: at('write', 'cluster', target),
            create_environments: scopeAllows(scope, 'write')
              ? environmentCreationDecision(grant, cluster, consoleWords)
              : at('write', 'cluster', target),
          };
        }),
      };
    },
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
