import type { ApiToken } from '../../../../contract';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useRevokeApiToken } from '../api/revokeApiToken';

interface RevokeApiTokenDialogProps {
  organizationId: string;
  token: ApiToken | undefined;
  open: boolean;
  onClose: () => void;
}

export function RevokeApiTokenDialog({ organizationId, token, open, onClose }: RevokeApiTokenDialogProps) {
  const revoke = useRevokeApiToken(organizationId, { onSuccess: onClose });
  return (
    <ConfirmDialog
      open={open && Boolean(token)}
      title="Revoke API token?"
      confirmLabel="Revoke token"
      destructive
      onConfirm={() => (token ? revoke.mutateAsync(token) : undefined)}
      onClose={onClose}
    >
      Revoke the token <strong>{token?.name}</strong>? Anything still using it is refused from now on. This
      cannot be undone.
    </ConfirmDialog>
  );
}
