import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import PlayIcon from '@mui/icons-material/PlayArrowOutlined';
import StopIcon from '@mui/icons-material/StopOutlined';
import UpgradeIcon from '@mui/icons-material/UpgradeOutlined';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type Cluster, clusterEndpoints, type ClusterEnvironment } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { usePermission } from '../../../lib/identity';
import { paths } from '../../../lib/paths';
import { ActionButton } from '../../../ui/ActionButton';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { downloadText } from '../../../ui/logs/download';
import { errorNotice, useNotify } from '../../../ui/notice';
import { Stack } from '../../../ui/primitives';
import { useClusterAction, useDeleteCluster } from '../api/mutations';
import { LockClusterButton } from './LockClusterDialog';

type Confirming = 'upgrade' | 'stop' | 'delete' | null;

export interface ClusterActionsProps {
  organizationId: string;
  cluster: Cluster;
  /** The cluster's state as its status reads it now. */
  state: Cluster['status'];
  installed: boolean;
  busy: boolean;
  nextVersion: string | null;
  /** Who locked the cluster and why, when it is locked. */
  lockReason: string | undefined;
  /** The environments the cluster runs, which stopping stops and deleting waits for. */
  usedBy: readonly ClusterEnvironment[];
}

/** Install, upgrade, stop, kubeconfig, lock and delete, each saying why when it cannot be done now. */
export function ClusterActions({
  organizationId,
  cluster,
  state,
  installed,
  busy,
  nextVersion,
  lockReason,
  usedBy,
}: ClusterActionsProps) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const install = useClusterAction(organizationId, 'install');
  const canDeploy = usePermission(clusterEndpoints.deploy, organizationId);
  const canDelete = usePermission(clusterEndpoints.delete, organizationId);
  const notify = useNotify();
  const busyReason = busy ? 'An install, upgrade or stop is under way' : undefined;
  // Refusals in order: the role, the lock, a run under way, then what this action itself needs.
  const refusal = (own: string | undefined) => canDeploy.reason ?? lockReason ?? busyReason ?? own;

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
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: 'flex-end' }}>
      <ActionButton
        variant="contained"
        startIcon={<PlayIcon />}
        onClick={() => install.mutate(cluster)}
        disabledReason={refusal(
          installed && cluster.deployment_status === 'UP_TO_DATE' && state === 'DEPLOYED'
            ? 'The cluster runs its saved settings'
            : undefined,
        )}
      >
        {installLabel}
      </ActionButton>
      <ActionButton
        variant="outlined"
        startIcon={<UpgradeIcon />}
        onClick={() => setConfirming('upgrade')}
        disabledReason={refusal(
          !installed || state === 'STOPPED'
            ? 'Install the cluster first'
            : nextVersion
              ? undefined
              : 'The cluster runs the newest Kubernetes version',
        )}
      >
        Upgrade
      </ActionButton>
      <ActionButton
        variant="outlined"
        startIcon={<StopIcon />}
        onClick={() => setConfirming('stop')}
        disabledReason={refusal(
          !installed
            ? 'The cluster is not installed'
            : state === 'STOPPED'
              ? 'The cluster is stopped'
              : undefined,
        )}
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
      <ClusterConfirmations
        organizationId={organizationId}
        cluster={cluster}
        nextVersion={nextVersion}
        usedBy={usedBy}
        confirming={confirming}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}

/** The upgrade, stop and delete confirmations; each closes once its action is accepted. */
function ClusterConfirmations({
  organizationId,
  cluster,
  nextVersion,
  usedBy,
  confirming,
  onClose,
}: Pick<ClusterActionsProps, 'organizationId' | 'cluster' | 'nextVersion' | 'usedBy'> & {
  confirming: Confirming;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const upgrade = useClusterAction(organizationId, 'upgrade');
  const stop = useClusterAction(organizationId, 'stop');
  const remove = useDeleteCluster(organizationId);
  return (
    <>
      <ConfirmDialog
        open={confirming === 'upgrade'}
        title={`Upgrade ${cluster.name}?`}
        confirmLabel={`Upgrade to ${nextVersion ?? ''}`}
        onConfirm={async () => {
          await upgrade.mutateAsync(cluster);
          onClose();
        }}
        onClose={onClose}
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
          onClose();
        }}
        onClose={onClose}
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
            onClose();
            await navigate(paths.clusters(organizationId));
          } catch (error) {
            notify(errorNotice(error, 'delete the cluster'));
          }
        }}
        onClose={onClose}
      >
        {usedBy.length > 0
          ? `It runs ${usedBy.map((env) => `${env.project.name}/${env.name}`).join(', ')}: move or delete those environments first.`
          : 'The cluster is removed from your cloud account and from the platform.'}
      </ConfirmDialog>
    </>
  );
}
