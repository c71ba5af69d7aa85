import type { GitToken } from '../../../../contract';
import { plural } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorState } from '../../../ui/ErrorState';
import { Box } from '../../../ui/primitives';
import { useDeleteGitToken } from '../api/deleteGitToken';

interface DeleteGitTokenDialogProps {
  organizationId: string;
  token: GitToken | undefined;
  open: boolean;
  onClose: () => void;
}

export function DeleteGitTokenDialog({ organizationId, token, open, onClose }: DeleteGitTokenDialogProps) {
  // A refusal (the token is in use) is shown here, where the person is looking, rather than in a toast.
  const remove = useDeleteGitToken(organizationId, { onSuccess: onClose, onError: () => undefined });
  const used = token?.associated_services_count ?? 0;
  return (
    <ConfirmDialog
      open={open && Boolean(token)}
      title="Delete git token?"
      confirmLabel="Delete token"
      destructive
      onConfirm={() => (token ? remove.mutateAsync(token) : undefined)}
      onClose={() => {
        remove.reset();
        onClose();
      }}
    >
      Delete the git token <strong>{token?.name}</strong>? The platform stops using it at once.
      {used > 0
        ? ` ${plural(used, 'service')} use it: point them at another token first.`
        : ' No service uses it.'}
      {remove.isError ? (
        <Box sx={{ mt: 2 }}>
          <ErrorState error={remove.error} action={`delete the git token ${token?.name ?? ''}`} />
        </Box>
      ) : null}
    </ConfirmDialog>
  );
}
