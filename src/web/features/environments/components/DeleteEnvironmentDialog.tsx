import type { Environment } from '../../../../contract';
import { plural } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDeleteEnvironment } from '../api/deleteEnvironment';

interface DeleteEnvironmentDialogProps {
  environment: Environment | undefined;
  open: boolean;
  onClose: () => void;
  /** Runs before the caches drop the environment, e.g. to leave its page. */
  onDeleted?: () => void;
}

export function DeleteEnvironmentDialog({
  environment,
  open,
  onClose,
  onDeleted,
}: DeleteEnvironmentDialogProps) {
  const remove = useDeleteEnvironment({
    onSuccess: () => {
      onClose();
      onDeleted?.();
    },
  });
  const services = environment?.service_count ?? 0;
  return (
    <ConfirmDialog
      open={open && Boolean(environment)}
      title="Delete environment?"
      confirmLabel="Delete environment"
      destructive
      confirmText={environment?.name}
      onConfirm={() => (environment ? remove.mutateAsync(environment) : undefined)}
      onClose={onClose}
    >
      This permanently deletes the environment <strong>{environment?.name}</strong>
      {services > 0
        ? ` and its ${plural(services, 'service')}: they stop and are removed from the cluster with it`
        : ', which has no services'}
      . It cannot be undone.
    </ConfirmDialog>
  );
}
