import type { CustomRole } from '../../../contract';
import type { ReadReach } from '../../domain/reach';

/**
 * A custom role's matrix as the caller may see it: the entries of projects and clusters the caller's own role
 * reads (every one for `null`), so that reading roles names no project or cluster beyond the caller's reach. Only
 * a built-in role edits roles, and it reads everything, so an edit always starts from the whole matrix.
 */
export function withinReach(role: CustomRole, reach: ReadReach | null): CustomRole {
  if (reach === null) return role;
  const projects = new Set(reach.projectIds);
  const clusters = new Set(reach.clusterIds);
  return {
    ...role,
    cluster_permissions: role.cluster_permissions.filter((entry) => clusters.has(entry.cluster_id)),
    project_permissions: role.project_permissions.filter((entry) => projects.has(entry.project_id)),
  };
}
