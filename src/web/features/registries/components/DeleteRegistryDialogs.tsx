import type { ContainerRegistry, HelmRepository } from '../../../../contract';
import { plural } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorState } from '../../../ui/ErrorState';
import { Box } from '../../../ui/primitives';
import { useDeleteContainerRegistry } from '../api/deleteContainerRegistry';
import { useDeleteHelmRepository } from '../api/deleteHelmRepository';

interface DeleteProps<R> {
  organizationId: string;
  record: R | undefined;
  open: boolean;
  onClose: () => void;
}

// A refusal (still in use) shows in the dialog, where the person is looking, rather than in a toast.
const shownInDialog = () => undefined;

export function DeleteContainerRegistryDialog({ organizationId, ...props }: DeleteProps<ContainerRegistry>) {
  const remove = useDeleteContainerRegistry(organizationId, {
    onSuccess: props.onClose,
    onError: shownInDialog,
  });
  return <DeleteRegistryDialog noun="container registry" remove={remove} {...props} />;
}

export function DeleteHelmRepositoryDialog({ organizationId, ...props }: DeleteProps<HelmRepository>) {
  const remove = useDeleteHelmRepository(organizationId, {
    onSuccess: props.onClose,
    onError: shownInDialog,
  });
  return <DeleteRegistryDialog noun="helm repository" remove={remove} {...props} />;
}

interface Removal<R> {
  mutateAsync: (record: R) => Promise<unknown>;
  error: Error | null;
  reset: () => void;
}

function DeleteRegistryDialog<R extends { name: string; associated_services_count: number }>({
  noun,
  record,
  open,
  onClose,
  remove,
}: Omit<DeleteProps<R>, 'organizationId'> & { noun: string; remove: Removal<R> }) {
  const used = record?.associated_services_count ?? 0;
  return (
    <ConfirmDialog
      open={open && Boolean(record)}
      title={`Delete ${noun}?`}
      confirmLabel={`Delete ${noun}`}
      destructive
      onConfirm={() => (record ? remove.mutateAsync(record) : undefined)}
      onClose={() => {
        remove.reset();
        onClose();
      }}
    >
      Delete the {noun} <strong>{record?.name}</strong> and its stored credentials?
      {used > 0
        ? ` ${plural(used, 'service')} use it: it can only be deleted once none does.`
        : ' No service uses it.'}
      {remove.error ? (
        <Box sx={{ mt: 2 }}>
          <ErrorState error={remove.error} action={`delete the ${noun} ${record?.name ?? ''}`} />
        </Box>
      ) : null}
    </ConfirmDialog>
  );
}
