import type { CloudProviderSegment } from '../../../contract';

/**
 * Cache keys of clusters, their progress and the catalogs and credentials they are made with. The list is read by
 * the clusters pages, the environment forms (to place an environment) and a role's matrix alike, so a cluster made
 * or renamed shows in all of them.
 */
export const clusterKeys = {
  all: ['clusters'] as const,
  list: (organizationId: string) => [...clusterKeys.all, 'list', organizationId] as const,
  statuses: (organizationId: string) => [...clusterKeys.all, 'statuses', organizationId] as const,
  /** The locks holding on an organization's clusters (a cluster's own is in its status). */
  locks: (organizationId: string) => [...clusterKeys.all, 'locks', organizationId] as const,
  /** One cluster and what hangs off it (status, executions, log, environments). */
  detail: (clusterId: string) => [...clusterKeys.all, 'detail', clusterId] as const,
  status: (clusterId: string) => [...clusterKeys.detail(clusterId), 'status'] as const,
  executions: (clusterId: string) => [...clusterKeys.detail(clusterId), 'executions'] as const,
  logs: (clusterId: string) => [...clusterKeys.detail(clusterId), 'logs'] as const,
  environments: (clusterId: string) => [...clusterKeys.detail(clusterId), 'environments'] as const,
  /** The same for every organization: they change with the platform, not with people's work. */
  catalog: (segment: CloudProviderSegment, what: 'regions' | 'features' | 'instanceTypes', region?: string) =>
    ['cloudCatalog', segment, what, ...(region ? [region] : [])] as const,
  credentials: (organizationId: string, segment: CloudProviderSegment) =>
    ['cloudCredentials', organizationId, segment] as const,
};
