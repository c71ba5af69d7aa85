import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  permissionEndpoints,
  type AccessClass,
  type EnvironmentMode,
  type Permissions,
} from '../../contract';
import { call } from './api/client';

/** Cache keys of what the session may do: one entry per organization. */
export const permissionKeys = {
  all: ['permissions'] as const,
  of: (organizationId: string) => [...permissionKeys.all, organizationId] as const,
};

/** What the session may do in an organization, with the reasons where not (the server decides, this shows). */
export const permissionsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: permissionKeys.of(organizationId),
    queryFn: ({ signal }) => call(permissionEndpoints.get, { params: { organizationId }, signal }),
    staleTime: 60_000,
  });

/** Where an action lands, as far as a role tells places apart: a project and environment type, or a cluster. */
export interface Place {
  projectId?: string;
  environmentType?: EnvironmentMode;
  clusterId?: string;
}

export interface Decision {
  allowed: boolean;
  reason?: string;
}

const fromServer = (decision: { allowed: boolean; reason: string | null }): Decision =>
  decision.allowed ? { allowed: true } : { allowed: false, reason: `${decision.reason ?? 'Not allowed'}.` };

/**
 * The server's decision for an access class at a place. Without a place, or for a place the answer does not list yet
 * (a project made since it was read), the organization-wide one: the same everywhere for a built-in role, and the
 * cautious one for a custom role.
 */
export function decisionAt(permissions: Permissions, access: AccessClass, place: Place = {}): Decision {
  if (access === 'public' || access === 'authenticated') return { allowed: true };
  const cluster = place.clusterId
    ? permissions.clusters.find((entry) => entry.cluster_id === place.clusterId)
    : undefined;
  if (cluster) return fromServer(access === 'read' ? cluster.read : cluster.write);
  const project = place.projectId
    ? permissions.projects.find((entry) => entry.project_id === place.projectId)
    : undefined;
  if (project && !place.environmentType) return fromServer(access === 'read' ? project.read : project.manage);
  const type = project?.environment_types.find((entry) => entry.environment_type === place.environmentType);
  if (type) return fromServer(access === 'read' ? type.read : access === 'deploy' ? type.deploy : type.write);
  return fromServer(permissions.organization[access]);
}

export function useOrganizationPermissions(organizationId: string) {
  return useQuery(permissionsQueryOptions(organizationId));
}
