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
      permissions: environmentTypes.map((type) => ({
        environment_type: type,
        permission: entry.isAdmin ? 'MANAGER' : (entry.permissions[type] ?? 'NO_ACCESS'),
      })),
    })),
  };
}

export function grantOf(row: CustomRoleRow, clusters: ClusterEntry[], projects: ProjectEntry[]): RoleGrant {
  return {
    kind: 'custom',
    id: row.id,
    name: row.name,
    clusters: new Map(clusters.map((entry) => [entry.clusterId, entry.permission])),
    projects: new Map(
      projects.map((entry): [string, ProjectGrant] => [
        entry.projectId,
        { isAdmin: entry.isAdmin, permissions: entry.permissions },
      ]),
    ),
  };
}

/**
 * What a PUT's matrix breaks: each project and cluster listed at most once, nothing of another organization, and
 * one permission per environment type unless the project entry is an admin one. A project left out has no access
 * on any environment type and a cluster left out is out of reach (the cluster permissions have no "none"): a role
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
    const types = entry.permissions.map((permission) => permission.environment_type);
    const missing = environmentTypes.filter((type) => !types.includes(type));
    const doubled = types.filter((type, at) => types.indexOf(type) !== at);
    if (missing.length > 0 || doubled.length > 0) {
      problems.push({
        path: ['project_permissions', index, 'permissions'],
        message: `must give one permission per environment type (${[
          ...missing.map((type) => `missing ${type}`),
          ...doubled.map((type) => `${type} twice`),
        ].join(', ')})`,
      });
    }
  });
  return problems;
}
