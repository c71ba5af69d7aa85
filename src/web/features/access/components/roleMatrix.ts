import {
  clusterPermissionLabels,
  projectPermissionLabels,
  type ClusterPermission,
  type CustomRole,
  type CustomRoleUpdateRequest,
  type EnvironmentMode,
  type ProjectPermission,
} from '../../../../contract';

/** Types in the order a release goes through them, as the matrix shows its columns. */
export const environmentTypes: readonly EnvironmentMode[] = [
  'DEVELOPMENT',
  'PREVIEW',
  'STAGING',
  'PRODUCTION',
];

export const projectPermissionOptions: readonly { value: ProjectPermission; label: string }[] = (
  ['NO_ACCESS', 'VIEWER', 'DEPLOYER', 'MANAGER'] as const
).map((value) => ({ value, label: projectPermissionLabels[value] }));

/** A cluster's permission, or none: the role does not reach it. */
export type ClusterChoice = ClusterPermission | 'NONE';
export const clusterPermissionOptions: readonly { value: ClusterChoice; label: string }[] = [
  { value: 'NONE', label: 'No access' },
  ...(['VIEWER', 'ENV_CREATOR', 'ADMIN'] as const).map((value) => ({
    value,
    label: clusterPermissionLabels[value],
  })),
];

export interface ProjectRow {
  isAdmin: boolean;
  permissions: Record<EnvironmentMode, ProjectPermission>;
}

/** What the editor holds: a row per project and per cluster of the organization, listed or not by the role. */
export interface Matrix {
  projects: Record<string, ProjectRow>;
  clusters: Record<string, ClusterChoice>;
}

const noAccess = (): Record<EnvironmentMode, ProjectPermission> => ({
  DEVELOPMENT: 'NO_ACCESS',
  PREVIEW: 'NO_ACCESS',
  STAGING: 'NO_ACCESS',
  PRODUCTION: 'NO_ACCESS',
});

export function matrixOf(role: CustomRole, projectIds: string[], clusterIds: string[]): Matrix {
  const projects: Record<string, ProjectRow> = {};
  for (const id of projectIds) {
    const entry = role.project_permissions.find((permission) => permission.project_id === id);
    const permissions = noAccess();
    for (const typed of entry?.permissions ?? []) permissions[typed.environment_type] = typed.permission;
    projects[id] = { isAdmin: entry?.is_admin ?? false, permissions };
  }
  const clusters: Record<string, ClusterChoice> = {};
  for (const id of clusterIds) {
    clusters[id] =
      role.cluster_permissions.find((permission) => permission.cluster_id === id)?.permission ?? 'NONE';
  }
  return { projects, clusters };
}

/** The PUT body: every project, and the clusters the role reaches (one left out is out of its reach). */
export function requestOf(name: string, description: string, matrix: Matrix): CustomRoleUpdateRequest {
  return {
    name,
    description,
    cluster_permissions: Object.entries(matrix.clusters).flatMap(([clusterId, choice]) =>
      choice === 'NONE' ? [] : [{ cluster_id: clusterId, permission: choice }],
    ),
    project_permissions: Object.entries(matrix.projects).map(([projectId, row]) => ({
      project_id: projectId,
      is_admin: row.isAdmin,
      permissions: environmentTypes.map((type) => ({
        environment_type: type,
        permission: row.permissions[type],
      })),
    })),
  };
}
