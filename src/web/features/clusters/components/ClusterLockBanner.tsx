import LockIcon from '@mui/icons-material/LockOutlined';
import { type Cluster, type ClusterLock, clusterLockEndpoints } from '../../../../contract';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/identity';
import { ActionButton } from '../../../ui/ActionButton';
import { Alert, AlertTitle } from '../../../ui/primitives';
import { useUnlockCluster } from '../api/mutations';
import { lockEndText } from '../model/lock';

/** Who locked the cluster, when, why and until when, with Unlock. */
export function ClusterLockBanner({
  organizationId,
  cluster,
  lock,
}: {
  organizationId: string;
  cluster: Pick<Cluster, 'id' | 'name'>;
  lock: ClusterLock;
}) {
  const unlock = useUnlockCluster(organizationId);
  const canUnlock = usePermission(clusterLockEndpoints.unlock, organizationId);
  return (
    <Alert
      severity="warning"
      icon={<LockIcon />}
      role="region"
      aria-label="Cluster lock"
      sx={{ mb: 3 }}
      action={
        <ActionButton
          color="inherit"
          size="small"
          onClick={() => unlock.mutate(cluster)}
          disabled={unlock.isPending}
          disabledReason={canUnlock.reason}
        >
          Unlock
        </ActionButton>
      }
    >
      <AlertTitle>Locked by {lock.owner_name}</AlertTitle>
      Since {formatDateTime(lock.locked_at)}, {lockEndText(lock)}: {lock.reason}. Install, upgrade, stop, edit
      and delete wait until it is unlocked.
    </Alert>
  );
}
