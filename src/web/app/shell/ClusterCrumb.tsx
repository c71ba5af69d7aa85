import { useQuery } from '@tanstack/react-query';
import { clustersQueryOptions } from '../../data/clusters/queries';
import { clusterQueryOptions } from '../../features/clusters/api/queries';
import { paths } from '../../lib/paths';
import { RecordCrumb } from './RecordCrumb';

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
  const siblings = useQuery(clustersQueryOptions(organizationId));
  return (
    <RecordCrumb
      recordId={clusterId}
      name={cluster.data?.name}
      fallbackName="Cluster"
      menuLabel="Clusters"
      siblings={siblings.data?.results ?? (cluster.data ? [cluster.data] : [])}
      pathOf={(sibling) => paths.cluster(organizationId, sibling.id)}
      isCurrentPage={isCurrentPage}
      visit={
        visited && cluster.data
          ? {
              kind: 'CLUSTER',
              id: clusterId,
              name: cluster.data.name,
              context: '',
              path: paths.cluster(organizationId, clusterId),
              organizationId,
            }
          : undefined
      }
    />
  );
}
