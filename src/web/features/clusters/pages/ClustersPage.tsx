import AddIcon from '@mui/icons-material/Add';
import HubIcon from '@mui/icons-material/HubOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type Cluster, clusterEndpoints, type ClusterLock } from '../../../../contract';
import { clustersQueryOptions } from '../../../data/clusters/queries';
import { usePermission } from '../../../lib/identity';
import { RecordNotFound } from '../../../lib/notFound/RecordNotFound';
import { isNotFound } from '../../../lib/notFound/routeIds';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/routeParams';
import { ActionButton } from '../../../ui/ActionButton';
import { EmptyState } from '../../../ui/EmptyState';
import { HintIcon } from '../../../ui/HintIcon';
import { TextLink } from '../../../ui/links';
import { PageHeader } from '../../../ui/PageHeader';
import { PageState } from '../../../ui/PageState';
import { Typography } from '../../../ui/primitives';
import { DataTable } from '../../../ui/table/DataTable';
import { TableSkeleton } from '../../../ui/table/TableSkeleton';
import type { Column } from '../../../ui/table/tableView';
import { clusterLocksQueryOptions, PROGRESS_POLL_MS } from '../api/queries';
import { ClusterStatusChip } from '../components/ClusterStatus';
import { lockedReason } from '../model/lock';
import { providerLabel } from '../model/providers';
import { formatCpu, formatMemory, formatMonthly, isBusy } from '../model/status';

export function ClustersPage() {
  const organizationId = useRouteParam('organizationId');
  const navigate = useNavigate();
  const clusters = useQuery({
    ...clustersQueryOptions(organizationId),
    // A cluster installing, upgrading or stopping moves on by itself: follow it.
    refetchInterval: (query) =>
      query.state.data?.results.some((cluster) => isBusy(cluster.status)) ? PROGRESS_POLL_MS : false,
  });
  // The list shows which clusters are locked; without it (still loading, or refused) it shows them as they are.
  const locks = useQuery(clusterLocksQueryOptions(organizationId));
  const canCreate = usePermission(clusterEndpoints.create, organizationId);
  const createButton = (
    <ActionButton
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => void navigate(paths.newCluster(organizationId))}
      disabledReason={canCreate.reason}
    >
      Create cluster
    </ActionButton>
  );
  if (isNotFound(clusters.error)) return <RecordNotFound param="organizationId" />;
  const isEmpty = clusters.data?.results.length === 0;
  return (
    <>
      <PageHeader
        title="Clusters"
        description="The Kubernetes clusters environments run on, in your cloud provider accounts."
        actions={isEmpty ? undefined : createButton}
      />
      <PageState
        query={clusters}
        action="view the clusters of this organization"
        pending={<TableSkeleton label="Loading clusters" />}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            icon={<HubIcon />}
            title="No clusters yet — create the first one"
            description="A cluster runs your environments on AWS, Scaleway, GCP or Azure."
            action={createButton}
          />
        }
      >
        {(data) => (
          <ClustersTable
            organizationId={organizationId}
            clusters={data.results}
            locks={locks.data?.results ?? []}
          />
        )}
      </PageState>
    </>
  );
}

function ClustersTable({
  organizationId,
  clusters,
  locks,
}: {
  organizationId: string;
  clusters: Cluster[];
  locks: ClusterLock[];
}) {
  const lockOf = new Map(locks.map((lock) => [lock.cluster_id, lock]));
  const columns: Column<Cluster>[] = [
    {
      id: 'name',
      header: 'Name',
      grow: true,
      sortValue: (cluster) => cluster.name,
      render: (cluster) => (
        <>
          <TextLink to={paths.cluster(organizationId, cluster.id)}>{cluster.name}</TextLink>
          <LockHint lock={lockOf.get(cluster.id)} />
          {/* On a phone the provider, region and cost columns are hidden: they show under the name. */}
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', display: { sm: 'none' } }}
          >
            {providerLabel(cluster.cloud_provider)} · {cluster.region} ·{' '}
            {formatMonthly(cluster.estimated_cloud_provider_cost)}
          </Typography>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      width: 170,
      sortValue: (cluster) => cluster.status,
      render: (cluster) => <ClusterStatusChip state={cluster.status} live={`Status of ${cluster.name}`} />,
    },
    {
      id: 'provider',
      header: 'Provider',
      width: 110,
      hideBelow: 'sm',
      sortValue: (cluster) => cluster.cloud_provider,
      render: (cluster) => providerLabel(cluster.cloud_provider),
    },
    {
      id: 'region',
      header: 'Region',
      width: 140,
      hideBelow: 'lg',
      sortValue: (cluster) => cluster.region,
      render: (cluster) => cluster.region,
    },
    {
      id: 'nodes',
      header: 'Nodes',
      width: 90,
      align: 'right',
      hideBelow: 'lg',
      sortValue: (cluster) => cluster.max_running_nodes,
      render: (cluster) => `${cluster.min_running_nodes}–${cluster.max_running_nodes}`,
    },
    {
      id: 'capacity',
      header: 'Node size',
      width: 150,
      hideBelow: 'lg',
      sortValue: (cluster) => cluster.cpu,
      render: (cluster) => (
        <Typography variant="body2" noWrap title={cluster.instance_type ?? undefined}>
          {formatCpu(cluster.cpu)} · {formatMemory(cluster.memory)}
        </Typography>
      ),
    },
    {
      id: 'cost',
      header: 'Estimated cost',
      width: 150,
      align: 'right',
      hideBelow: 'sm',
      sortValue: (cluster) => cluster.estimated_cloud_provider_cost,
      render: (cluster) => formatMonthly(cluster.estimated_cloud_provider_cost),
    },
  ];
  return (
    <DataTable
      label="Clusters"
      columns={columns}
      rows={clusters}
      getRowId={(cluster) => cluster.id}
      initialSort={{ column: 'name', direction: 'asc' }}
      search={{ label: 'Search clusters', text: (cluster) => `${cluster.name} ${cluster.region}` }}
    />
  );
}

function LockHint({ lock }: { lock: ClusterLock | undefined }) {
  return lock ? <HintIcon icon={<LockIcon fontSize="small" />} hint={lockedReason(lock)} /> : null;
}
