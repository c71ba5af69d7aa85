import { useQuery } from '@tanstack/react-query';
import { clusterQueryOptions, clustersQueryOptions } from '../../features/clusters/api/queries';
import { paths } from '../../lib/paths';
import { CrumbMenu } from './CrumbMenu';

/** The cluster crumb: its name, opening a menu of the organization's other clusters. */
export function ClusterCrumb({
  organizationId,
  clusterId,
  isCurrentPage,
}: {
  organizationId: string;
  clusterId: string;
  isCurrentPage: boolean;
}) {
  const cluster = useQuery(clusterQueryOptions(organizationId, clusterId));
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
