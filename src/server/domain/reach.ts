import type { EnvironmentMode, ProjectPermission } from '../../contract';
import type { RoleGrant } from './access';

// What a role reads, for lists and search to answer only that: the same rule as the permission check's `read`
// (`roleDecision`), spelled as sets of records so that queries can filter by it.

const reads = (permission: ProjectPermission) => permission !== 'NO_ACCESS';

/** Records of a list a role may see; null when it sees them all. */
export function visibleProjectIds(grant: RoleGrant): string[] | null {
  if (grant.kind === 'built_in') return null;
  return [...grant.projects]
    .filter(([, project]) => project.isAdmin || Object.values(project.permissions).some(reads))
    .map(([id]) => id);
}

export function visibleEnvironmentTypes(grant: RoleGrant, projectId: string): EnvironmentMode[] | null {
  if (grant.kind === 'built_in') return null;
  const project = grant.projects.get(projectId);
  if (project?.isAdmin) return null;
  return Object.entries(project?.permissions ?? {})
    .filter(([, permission]) => reads(permission))
    .map(([type]) => type as EnvironmentMode);
}

export function visibleClusterIds(grant: RoleGrant): string[] | null {
  return grant.kind === 'built_in' ? null : [...grant.clusters.keys()];
}

/**
 * Everything a role reads of an organization's projects, environments (and so their services) and clusters, for
 * a list that spans projects (search, a cluster's environments); null when it reads everything.
 */
export interface ReadReach {
  projectIds: readonly string[];
  /** The environment types it reads, by project; a project absent shows none, `null` all of them. */
  environmentTypes: ReadonlyMap<string, readonly EnvironmentMode[] | null>;
  clusterIds: readonly string[];
}

export function readReachOf(grant: RoleGrant): ReadReach | null {
  if (grant.kind === 'built_in') return null;
  const projectIds = visibleProjectIds(grant) ?? [];
  return {
    projectIds,
    environmentTypes: new Map(projectIds.map((id) => [id, visibleEnvironmentTypes(grant, id)])),
    clusterIds: visibleClusterIds(grant) ?? [],
  };
}
