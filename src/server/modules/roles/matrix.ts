import type {
  ClusterPermission,
  CustomRole,
  customRoleUpdateRequest,
  EnvironmentMode,
  ProjectPermission,
} from '../../../contract';
import type { z } from 'zod';
import type { ProjectGrant, RoleGrant } from '../../domain/access';
import type { FieldProblem } from '../../domain/errors';
import type { CustomRoleRow } from './queries';

export type RoleMatrixRequest = z.output<typeof customRoleUpdateRequest>;

export interface ClusterEntry {
  roleId: string;
  clusterId: string;
  clusterName: string;
  permission: ClusterPermission;
}

export interface ProjectEntry {
  roleId: string;
  projectId: string;
  projectName: string;
  isAdmin: boolean;
  permissions: Partial<Record<EnvironmentMode, ProjectPermission>>;
}

/** Types in the order a release goes through them. */
export const environmentTypes: readonly EnvironmentMode[] = [
  'DEVELOPMENT',
  'PREVIEW',
  'STAGING',
  'PRODUCTION',
];

/** One permission per environment type, MANAGER on each for an admin entry. */
function permissionsByType(entry: Pick<ProjectEntry, 'isAdmin' | 'permissions'>) {
  return environmentTypes.map((type) => ({
    environment_type: type,
    permission: entry.isAdmin ? ('MANAGER' as const) : (entry.permissions[type] ?? 'NO_ACCESS'),
  }));
}

export function toCustomRole(
  row: CustomRoleRow,
  clusters: ClusterEntry[],
  projects: ProjectEntry[],
): CustomRole {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cluster_permissions: clusters.map((entry) => ({
      cluster_id: entry.clusterId,
      cluster_name: entry.clusterName,
      permission: entry.permission,
    })),
    project_permissions: projects.map((entry) => ({
      project_id: entry.projectId,
      project_name: entry.projectName,
      is_admin: entry.isAdmin,
      permissions: permissionsByType(entry),
    })),
    all_projects: row.allProjects
      ? { is_admin: row.allProjects.isAdmin, permissions: permissionsByType(row.allProjects) }
      : null,
  };
}

/**
 * What the role allows, with its `all_projects` permissions given to each of `organizationProjectIds` it does not
 * list (a project's own row overrides them): the checks then read one entry per project, however it came.
 */
export function grantOf(
  row: CustomRoleRow,
  clusters: ClusterEntry[],
  projects: ProjectEntry[],
  organizationProjectIds: readonly string[],
): RoleGrant {
  const grants = new Map<string, ProjectGrant>();
  const everyProject = row.allProjects;
  if (everyProject) {
    for (const projectId of organizationProjectIds) {
      grants.set(projectId, { isAdmin: everyProject.isAdmin, permissions: { ...everyProject.permissions } });
    }
  }
  for (const entry of projects) {
    grants.set(entry.projectId, { isAdmin: entry.isAdmin, permissions: entry.permissions });
  }
  return {
    kind: 'custom',
    id: row.id,
    name: row.name,
    clusters: new Map(clusters.map((entry) => [entry.clusterId, entry.permission])),
    projects: grants,
  };
}

/** The request's `all_projects` as stored: absent keeps `current`, null removes it. */
export function allProjectsOf(
  request: RoleMatrixRequest,
  current: CustomRoleRow['allProjects'],
): CustomRoleRow['allProjects'] {
  if (request.all_projects === undefined) return current;
  if (request.all_projects === null) return null;
  return {
    isAdmin: request.all_projects.is_admin,
    permissions: Object.fromEntries(
      request.all_projects.permissions.map((entry) => [entry.environment_type, entry.permission]),
    ),
  };
}

/** Each environment type once, all of them: otherwise the problem, in words. */
function typesProblem(permissions: RoleMatrixRequest['project_permissions'][number]['permissions']) {
  const types = permissions.map((permission) => permission.environment_type);
  const missing = environmentTypes.filter((type) => !types.includes(type));
  const doubled = types.filter((type, at) => types.indexOf(type) !== at);
  if (missing.length === 0 && doubled.length === 0) return null;
  return `must give one permission per environment type (${[
    ...missing.map((type) => `missing ${type}`),
    ...doubled.map((type) => `${type} twice`),
  ].join(', ')})`;
}

/**
 * What a PUT's matrix breaks: each project and cluster listed at most once, nothing of another organization, and
 * one permission per environment type unless the project entry (or `all_projects`) is an admin one. A project left
 * out has the `all_projects` permissions, or no access on any environment type, and a cluster left out is out of reach (the cluster permissions have no "none"): a role
 * for one project of many is written in one call, and a project made between a read and a write breaks nothing.
 */
export function matrixProblems(
  request: RoleMatrixRequest,
  organization: { projectIds: Set<string>; clusterIds: Set<string> },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seenClusters = new Set<string>();
  request.cluster_permissions.forEach((entry, index) => {
    if (!organization.clusterIds.has(entry.cluster_id)) {
      problems.push({
        path: ['cluster_permissions', index, 'cluster_id'],
        message: 'is not a cluster of this organization',
      });
    } else if (seenClusters.has(entry.cluster_id)) {
      problems.push({ path: ['cluster_permissions', index, 'cluster_id'], message: 'is listed twice' });
    }
    seenClusters.add(entry.cluster_id);
  });
  const seenProjects = new Set<string>();
  request.project_permissions.forEach((entry, index) => {
    if (!organization.projectIds.has(entry.project_id)) {
      problems.push({
        path: ['project_permissions', index, 'project_id'],
        message: 'is not a project of this organization',
      });
    } else if (seenProjects.has(entry.project_id)) {
      problems.push({ path: ['project_permissions', index, 'project_id'], message: 'is listed twice' });
    }
    seenProjects.add(entry.project_id);
    if (entry.is_admin) return;
    const problem = typesProblem(entry.permissions);
    if (problem) problems.push({ path: ['project_permissions', index, 'permissions'], message: problem });
  });
  const everyProject = request.all_projects;
  if (everyProject && !everyProject.is_admin) {
    const problem = typesProblem(everyProject.permissions);
    if (problem) problems.push({ path: ['all_projects', 'permissions'], message: problem });
  }
  return problems;
}
