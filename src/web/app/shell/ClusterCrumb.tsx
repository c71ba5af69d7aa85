import { useQuery } from '@tanstack/react-query';
import { clusterQueryOptions, clustersQueryOptions } from '../../features/clusters/api/queries';
import { paths } from '../../lib/paths';
import { CrumbMenu } from './CrumbMenu';
import { useRememberVisit } from './useRememberVisit';

/** The cluster crumb: its name, opening a menu of the organization's other clusters. */
export function ClusterCrumb({
  organizationId,
  clusterId,
  isCurrentPage,
  visited,
}: {
  organizationId: string;
  clusterId: string;
  isCurrentPage: boolean;
  /** The page is about this cluster: it goes among the recent places. */
  visited: boolean;
}) {
  const cluster = useQuery(clusterQueryOptions(organizationId, clusterId));
  useRememberVisit(
    visited && cluster.data
      ? {
          kind: 'CLUSTER',
          id: clusterId,
          name: cluster.data.name,
          context: '',
          path: paths.cluster(organizationId, clusterId),
          organizationId,
        }
      : undefined,
  );
  const siblings = useQuery(clustersQueryOptions(organizationId));
  const clusters = siblings.data?.results ?? (cluster.data ? [cluster.data] : []);
  return (
    <CrumbMenu
      label={cluster.data?.name ?? 'Cluster'}
      menuLabel="Clusters"
      currentId={clusterId}
      isCurrentPage={isCurrentPage}
      siblings={[...clusters]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((sibling) => ({
          id: sibling.id,
          label: sibling.name,
          to: paths.cluster(organizationId, sibling.id),
        }))}
    />
  );
}
