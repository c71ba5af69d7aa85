import LockIcon from '@mui/icons-material/LockOutlined';
import { useState } from 'react';
import {
  type Cluster,
  CLUSTER_LOCK_TTL_MAX_DAYS,
  clusterLockEndpoints,
  type ClusterLockRequest,
  clusterLockRequest,
} from '../../../../contract';
import { usePermission } from '../../../lib/identity';
import { ActionButton } from '../../../ui/ActionButton';
import { FormDialog } from '../../../ui/form/FormDialog';
import { NumberField } from '../../../ui/form/NumberField';
import { TextField } from '../../../ui/form/TextField';
import { useLockCluster } from '../api/mutations';

const emptyLock: ClusterLockRequest = { reason: '', ttl_in_days: null };

interface LockClusterDialogProps {
  organizationId: string;
  cluster: Pick<Cluster, 'id' | 'name'>;
  open: boolean;
  onClose: () => void;
}

/** Locks a cluster with a reason and, optionally, a number of days after which the lock ends by itself. */
export function LockClusterDialog({ organizationId, cluster, open, onClose }: LockClusterDialogProps) {
  const lock = useLockCluster(organizationId);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Lock ${cluster.name}?`}
      description="While it is locked, nobody installs, upgrades, stops, edits or deletes the cluster; the reason shows to everyone."
      submitLabel="Lock cluster"
      schema={clusterLockRequest}
      defaultValues={emptyLock}
      action="lock the cluster"
      onSubmit={async (body) => {
        await lock.mutateAsync({ cluster, body });
        onClose();
      }}
    >
      <TextField name="reason" label="Reason" required autoFocus />
      <NumberField
        name="ttl_in_days"
        label="Lock for"
        unit="days"
        emptyAs={null}
        helperText={`1 to ${CLUSTER_LOCK_TTL_MAX_DAYS} days; leave empty to keep it until someone unlocks it.`}
      />
    </FormDialog>
  );
}

/** The Lock action of a cluster's page, with its dialog; unavailable while the cluster is locked. */
export function LockClusterButton({
  organizationId,
  cluster,
  lockedReason,
}: {
  organizationId: string;
  cluster: Pick<Cluster, 'id' | 'name'>;
  lockedReason: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const canLock = usePermission(clusterLockEndpoints.lock, organizationId);
  return (
    <>
      <ActionButton
        variant="outlined"
        startIcon={<LockIcon />}
        onClick={() => setOpen(true)}
        disabledReason={canLock.reason ?? lockedReason}
      >
        Lock
      </ActionButton>
      <LockClusterDialog
        organizationId={organizationId}
        cluster={cluster}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
