import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type CloudProviderCredentials, type Cluster, type ClusterStatus } from '../../../../contract';
import { clusterKeys } from '../../../data/clusters/keys';
import { RecordNotFound } from '../../../lib/notFound/RecordNotFound';
import { useRouteParam } from '../../../lib/routeParams';
import { paths } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/links';
import { PageHeader } from '../../../ui/PageHeader';
import { LoadingLines, PageState } from '../../../ui/PageState';
import { Alert, Box, Stack, Typography } from '../../../ui/primitives';
import { SectionHeader } from '../../../ui/SectionHeader';
import {
  clusterEnvironmentsQueryOptions,
  clusterQueryOptions,
  clusterStatusQueryOptions,
  PROGRESS_POLL_MS,
} from '../api/queries';
import { AddCredentialsDialog } from '../components/AddCredentialsDialog';
import { ClusterActions } from '../components/ClusterActions';
import { ClusterLockBanner } from '../components/ClusterLockBanner';
import { ClusterEnvironments, ClusterOverview } from '../components/ClusterOverview';
import { ClusterProgress } from '../components/ClusterProgress';
import { ClusterSettingsForm } from '../components/ClusterSettingsForm';
import { ClusterStatusChip } from '../components/ClusterStatus';
import { lockedReason, msUntilLockEnds } from '../model/lock';
import { isManagedProvider, providerLabel } from '../model/providers';
import { isBusy } from '../model/status';

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
  const [addingCredentials, setAddingCredentials] = useState(false);
  const [, setAdded] = useState<CloudProviderCredentials | null>(null);
  const environments = useQuery(clusterEnvironmentsQueryOptions(cluster.id));
  const state = status?.status ?? cluster.status;
  const busy = isBusy(state);
  const installed = status?.is_deployed ?? cluster.deployment_status !== 'NEVER_DEPLOYED';
  const nextVersion = status?.next_k8s_available_version ?? null;
  const lock = status?.cluster_lock ?? null;
  const lockReason = lock ? lockedReason(lock) : undefined;
  const usedBy = environments.data?.results ?? [];

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
          <ClusterActions
            organizationId={organizationId}
            cluster={cluster}
            state={state}
            installed={installed}
            busy={busy}
            nextVersion={nextVersion}
            lockReason={lockReason}
            usedBy={usedBy}
          />
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
        <ClusterOverview cluster={cluster} nextVersion={nextVersion} />
        <ClusterEnvironments organizationId={organizationId} usedBy={usedBy} />
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
        <Box component="section" aria-labelledby="cluster-advanced-settings">
          <SectionHeader
            id="cluster-advanced-settings"
            title="Advanced settings"
            description="Log retention, ingress resources, database access and the other settings beyond this form."
          />
          <ButtonLink variant="outlined" to={paths.clusterAdvancedSettings(organizationId, cluster.id)}>
            Open advanced settings
          </ButtonLink>
        </Box>
      </Stack>
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
