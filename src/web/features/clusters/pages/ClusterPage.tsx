import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import PlayIcon from '@mui/icons-material/PlayArrowOutlined';
import StopIcon from '@mui/icons-material/StopOutlined';
import UpgradeIcon from '@mui/icons-material/UpgradeOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type CloudProviderCredentials,
  type Cluster,
  clusterEndpoints,
  type ClusterStatus,
} from '../../../../contract';
import { clusterKeys } from '../../../data/clusters/keys';
import { call } from '../../../lib/api/client';
import { formatDate } from '../../../lib/format';
import { usePermission } from '../../../lib/identity';
import { RecordNotFound } from '../../../lib/notFound/RecordNotFound';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/routeParams';
import { ActionButton } from '../../../ui/ActionButton';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DetailList } from '../../../ui/DetailList';
import { TextLink } from '../../../ui/links';
import { downloadText } from '../../../ui/logs/download';
import { errorNotice, useNotify } from '../../../ui/notice';
import { PageHeader } from '../../../ui/PageHeader';
import { LoadingLines, PageState } from '../../../ui/PageState';
import { Alert, Box, Paper, Stack, Typography } from '../../../ui/primitives';
import { SectionHeader } from '../../../ui/SectionHeader';
import { useClusterAction, useDeleteCluster } from '../api/mutations';
import {
  clusterEnvironmentsQueryOptions,
  clusterQueryOptions,
  clusterStatusQueryOptions,
  PROGRESS_POLL_MS,
} from '../api/queries';
import { AddCredentialsDialog } from '../components/AddCredentialsDialog';
import { ClusterLockBanner } from '../components/ClusterLockBanner';
import { ClusterProgress } from '../components/ClusterProgress';
import { ClusterSettingsForm } from '../components/ClusterSettingsForm';
import { ClusterStatusChip } from '../components/ClusterStatus';
import { LockClusterButton } from '../components/LockClusterDialog';
import { lockedReason, msUntilLockEnds } from '../model/lock';
import { isManagedProvider, providerLabel } from '../model/providers';
import { formatCpu, formatMemory, formatMonthly, isBusy } from '../model/status';

type Confirming = 'upgrade' | 'stop' | 'delete' | null;

export function ClusterPage() {
  const organizationId = useRouteParam('organizationId');
  const clusterId = useRouteParam('clusterId');
  const queryClient = useQueryClient();
  const status = useQuery({
    ...clusterStatusQueryOptions(organizationId, clusterId),
    refetchInterval: (query) =>
      query.state.data && isBusy(query.state.data.status)
        ? PROGRESS_POLL_MS
        : msUntilLockEnds(query.state.data?.cluster_lock),
  });
  const cluster = useQuery(clusterQueryOptions(organizationId, clusterId));
  // The status moved on: what the cluster shows (its state, version, freshness) moved with it.
  const lastState = useRef<string | undefined>(undefined);
  useEffect(() => {
    const state = status.data ? `${status.data.status}:${status.data.last_execution_id ?? ''}` : undefined;
    if (lastState.current !== undefined && state !== lastState.current) {
      void queryClient.invalidateQueries({ queryKey: clusterKeys.detail(clusterId) });
      void queryClient.invalidateQueries({ queryKey: clusterKeys.list(organizationId) });
    }
    lastState.current = state;
  }, [status.data, clusterId, organizationId, queryClient]);

  return (
    <PageState
      query={cluster}
      action="view this cluster"
      pending={<LoadingLines />}
      notFound={<RecordNotFound param="clusterId" />}
    >
      {(data) => <ClusterView organizationId={organizationId} cluster={data} status={status.data} />}
    </PageState>
  );
}

function ClusterView({
  organizationId,
  cluster,
  status,
}: {
  organizationId: string;
  cluster: Cluster;
  status: ClusterStatus | undefined;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [addingCredentials, setAddingCredentials] = useState(false);
  const [, setAdded] = useState<CloudProviderCredentials | null>(null);
  const install = useClusterAction(organizationId, 'install');
  const upgrade = useClusterAction(organizationId, 'upgrade');
  const stop = useClusterAction(organizationId, 'stop');
  const remove = useDeleteCluster(organizationId);
  const canDeploy = usePermission(clusterEndpoints.deploy, organizationId);
  const canDelete = usePermission(clusterEndpoints.delete, organizationId);
  const environments = useQuery(clusterEnvironmentsQueryOptions(cluster.id));
  const state = status?.status ?? cluster.status;
  const busy = isBusy(state);
  const installed = status?.is_deployed ?? cluster.deployment_status !== 'NEVER_DEPLOYED';
  const nextVersion = status?.next_k8s_available_version ?? null;
  const busyReason = busy ? 'An install, upgrade or stop is under way' : undefined;
  const lock = status?.cluster_lock ?? null;
  const lockReason = lock ? lockedReason(lock) : undefined;
  const usedBy = environments.data?.results ?? [];

  const downloadKubeconfig = async () => {
    try {
      const yaml = await call(clusterEndpoints.kubeconfig, {
        params: { organizationId, clusterId: cluster.id },
      });
      downloadText(`${cluster.name}-kubeconfig.yaml`, yaml);
    } catch (error) {
      notify(errorNotice(error, 'download the kubeconfig'));
    }
  };

  const installLabel = !installed || state === 'STOPPED' ? 'Install' : 'Apply changes';
  return (
    <>
      <PageHeader
        title={cluster.name}
        description={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <ClusterStatusChip state={state} live="Cluster status" />
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
              {providerLabel(cluster.cloud_provider)} · {cluster.region}
              {cluster.version ? ` · Kubernetes ${cluster.version}` : ''}
            </Typography>
          </Stack>
        }
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: 'flex-end' }}>
            <ActionButton
              variant="contained"
              startIcon={<PlayIcon />}
              onClick={() => install.mutate(cluster)}
              disabledReason={
                canDeploy.reason ??
                lockReason ??
                busyReason ??
                (installed && cluster.deployment_status === 'UP_TO_DATE' && state === 'DEPLOYED'
                  ? 'The cluster runs its saved settings'
                  : undefined)
              }
            >
              {installLabel}
            </ActionButton>
            <ActionButton
              variant="outlined"
              startIcon={<UpgradeIcon />}
              onClick={() => setConfirming('upgrade')}
              disabledReason={
                canDeploy.reason ??
                lockReason ??
                busyReason ??
                (!installed || state === 'STOPPED'
                  ? 'Install the cluster first'
                  : nextVersion
                    ? undefined
                    : 'The cluster runs the newest Kubernetes version')
              }
            >
              Upgrade
            </ActionButton>
            <ActionButton
              variant="outlined"
              startIcon={<StopIcon />}
              onClick={() => setConfirming('stop')}
              disabledReason={
                canDeploy.reason ??
                lockReason ??
                busyReason ??
                (!installed
                  ? 'The cluster is not installed'
                  : state === 'STOPPED'
                    ? 'The cluster is stopped'
                    : undefined)
              }
            >
              Stop
            </ActionButton>
            <ActionButton
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void downloadKubeconfig()}
              disabledReason={installed ? undefined : 'The cluster is not installed yet'}
            >
              Kubeconfig
            </ActionButton>
            <LockClusterButton organizationId={organizationId} cluster={cluster} lockedReason={lockReason} />
            <ActionButton
              variant="outlined"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => setConfirming('delete')}
              disabledReason={
                canDelete.reason ??
                lockReason ??
                busyReason ??
                (cluster.is_default ? 'The default cluster stays' : undefined)
              }
            >
              Delete
            </ActionButton>
          </Stack>
        }
      />
      {lock ? <ClusterLockBanner organizationId={organizationId} cluster={cluster} lock={lock} /> : null}
      {state === 'INVALID_CREDENTIALS' ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {providerLabel(cluster.cloud_provider)} rejected the cluster's credentials. Pick or add other
          credentials in the settings below, then install again.
        </Alert>
      ) : null}
      {cluster.deployment_status === 'OUT_OF_DATE' && !busy ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          Saved settings differ from what the cluster runs: apply the changes to update it.
        </Alert>
      ) : null}
      <Stack spacing={4}>
        <Box component="section" aria-labelledby="cluster-overview">
          <SectionHeader id="cluster-overview" title="Overview" />
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <DetailList
              items={[
                { label: 'Provider', value: `${providerLabel(cluster.cloud_provider)}, ${cluster.region}` },
                { label: 'Kubernetes', value: cluster.version ?? 'Not installed' },
                ...(nextVersion ? [{ label: 'Next version', value: nextVersion }] : []),
                { label: 'Instance type', value: cluster.instance_type ?? '—' },
                {
                  label: 'Nodes',
                  value: `${cluster.min_running_nodes} to ${cluster.max_running_nodes}, each ${formatCpu(cluster.cpu)} and ${formatMemory(cluster.memory)}`,
                },
                { label: 'Disks', value: `${cluster.disk_size} GB per node` },
                { label: 'Estimated cost', value: formatMonthly(cluster.estimated_cloud_provider_cost) },
                { label: 'Credentials', value: cluster.cloud_provider_credentials?.credentials.name || '—' },
                { label: 'Production', value: cluster.production ? 'Yes' : 'No' },
                { label: 'Created', value: formatDate(cluster.created_at) },
              ]}
            />
          </Paper>
        </Box>
        <Box component="section" aria-labelledby="cluster-environments">
          <SectionHeader
            id="cluster-environments"
            title="Environments"
            description="The environments this cluster runs; a cluster is deleted once none does."
          />
          {usedBy.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              No environment runs on this cluster.
            </Typography>
          ) : (
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
              {usedBy.map((environment) => (
                <li key={environment.id}>
                  <TextLink to={paths.environment(organizationId, environment.project.id, environment.id)}>
                    {environment.project.name} / {environment.name}
                  </TextLink>
                </li>
              ))}
            </Stack>
          )}
        </Box>
        <Box component="section" aria-labelledby="cluster-progress">
          <SectionHeader id="cluster-progress" title="Install and upgrade progress" />
          <ClusterProgress organizationId={organizationId} clusterId={cluster.id} installed={installed} />
        </Box>
        <ClusterSettingsForm
          organizationId={organizationId}
          cluster={cluster}
          lockedReason={lockReason}
          onAddCredentials={() => setAddingCredentials(true)}
        />
      </Stack>
      <ConfirmDialog
        open={confirming === 'upgrade'}
        title={`Upgrade ${cluster.name}?`}
        confirmLabel={`Upgrade to ${nextVersion ?? ''}`}
        onConfirm={async () => {
          await upgrade.mutateAsync(cluster);
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      >
        The control plane moves from Kubernetes {cluster.version} to {nextVersion}, then every node is
        replaced one by one. Services keep running; it takes a few minutes.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'stop'}
        title={`Stop ${cluster.name}?`}
        confirmLabel="Stop cluster"
        destructive
        onConfirm={async () => {
          await stop.mutateAsync(cluster);
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      >
        Its nodes scale down to none: the {usedBy.length} environment(s) on it stop answering until it is
        installed again.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'delete'}
        title={`Delete ${cluster.name}?`}
        confirmLabel="Delete cluster"
        destructive
        confirmText={cluster.name}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(cluster);
            setConfirming(null);
            await navigate(paths.clusters(organizationId));
          } catch (error) {
            notify(errorNotice(error, 'delete the cluster'));
          }
        }}
        onClose={() => setConfirming(null)}
      >
        {usedBy.length > 0
          ? `It runs ${usedBy.map((env) => `${env.project.name}/${env.name}`).join(', ')}: move or delete those environments first.`
          : 'The cluster is removed from your cloud account and from the platform.'}
      </ConfirmDialog>
      {addingCredentials && isManagedProvider(cluster.cloud_provider) ? (
        <AddCredentialsDialog
          organizationId={organizationId}
          provider={cluster.cloud_provider}
          open
          onClose={() => setAddingCredentials(false)}
          onCreated={setAdded}
        />
      ) : null}
    </>
  );
}
