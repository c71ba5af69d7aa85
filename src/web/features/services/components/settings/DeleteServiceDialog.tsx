import type { ServiceKind } from '../../../../../contract';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { useDeleteService } from '../../api/deleteService';
import { kindPresentation } from '../../model/catalog';
import type { ServiceOf } from '../../model/types';

export interface DeleteServiceDialogProps<K extends ServiceKind> {
  kind: K;
  service: ServiceOf<K>;
  open: boolean;
  onClose: () => void;
  /** Runs before the caches drop the service, e.g. to leave its page (a navigation to wait for). */
  onDeleted: () => unknown;
}

export function DeleteServiceDialog<K extends ServiceKind>({
  kind,
  service,
  open,
  onClose,
  onDeleted,
}: DeleteServiceDialogProps<K>) {
  const label = kindPresentation[kind].label.toLowerCase();
  const remove = useDeleteService(kind, {
    onSuccess: async () => {
      onClose();
      await onDeleted();
    },
  });
  return (
    <ConfirmDialog
      open={open}
      title={`Delete ${label}?`}
      confirmLabel={`Delete ${label}`}
      destructive
      confirmText={service.name}
      onConfirm={() => remove.mutateAsync(service)}
      onClose={onClose}
    >
      This permanently deletes the {label} <strong>{service.name}</strong> and stops what it runs. It cannot
      be undone.
    </ConfirmDialog>
  );
}
