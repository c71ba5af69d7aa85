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

/** A project's row; one the role does not list follows the row for all projects until it is changed. */
export interface ListedProjectRow extends ProjectRow {
  listed: boolean;
}

/**
 * What the editor holds: the row for all projects (those the role does not list, future ones included), a row per
 * project and per cluster of the organization, listed or not by the role.
 */
export interface Matrix {
  allProjects: ProjectRow;
  projects: Record<string, ListedProjectRow>;
  clusters: Record<string, ClusterChoice>;
}

const noAccess = (): Record<EnvironmentMode, ProjectPermission> => ({
  DEVELOPMENT: 'NO_ACCESS',
  PREVIEW: 'NO_ACCESS',
  STAGING: 'NO_ACCESS',
  PRODUCTION: 'NO_ACCESS',
});

function rowOf(entry: Pick<CustomRole['project_permissions'][number], 'is_admin' | 'permissions'> | null) {
  const permissions = noAccess();
  for (const typed of entry?.permissions ?? []) permissions[typed.environment_type] = typed.permission;
  return { isAdmin: entry?.is_admin ?? false, permissions };
}

export function matrixOf(role: CustomRole, projectIds: string[], clusterIds: string[]): Matrix {
  const allProjects = rowOf(role.all_projects);
  const projects: Record<string, ListedProjectRow> = {};
  for (const id of projectIds) {
    const entry = role.project_permissions.find((permission) => permission.project_id === id);
    projects[id] = entry ? { ...rowOf(entry), listed: true } : { ...allProjects, listed: false };
  }
  const clusters: Record<string, ClusterChoice> = {};
  for (const id of clusterIds) {
    clusters[id] =
      role.cluster_permissions.find((permission) => permission.cluster_id === id)?.permission ?? 'NONE';
  }
  return { allProjects, projects, clusters };
}

/** What a project's row shows: its own, or the row for all projects while the role does not list it. */
export function effectiveRow(matrix: Matrix, projectId: string): ProjectRow {
  const row = matrix.projects[projectId];
  return row?.listed ? row : matrix.allProjects;
}

const permissionsOf = (row: ProjectRow) =>
  environmentTypes.map((type) => ({ environment_type: type, permission: row.permissions[type] }));

const grantsNothing = (row: ProjectRow) =>
  !row.isAdmin && environmentTypes.every((type) => row.permissions[type] === 'NO_ACCESS');

/**
 * The PUT body: the projects the role lists, the row for all projects (null when it grants nothing) and the
 * clusters the role reaches (one left out is out of its reach).
 */
export function requestOf(name: string, description: string, matrix: Matrix): CustomRoleUpdateRequest {
  return {
    name,
    description,
    cluster_permissions: Object.entries(matrix.clusters).flatMap(([clusterId, choice]) =>
      choice === 'NONE' ? [] : [{ cluster_id: clusterId, permission: choice }],
    ),
    project_permissions: Object.entries(matrix.projects).flatMap(([projectId, row]) =>
      row.listed ? [{ project_id: projectId, is_admin: row.isAdmin, permissions: permissionsOf(row) }] : [],
    ),
    all_projects: grantsNothing(matrix.allProjects)
      ? null
      : { is_admin: matrix.allProjects.isAdmin, permissions: permissionsOf(matrix.allProjects) },
  };
}
