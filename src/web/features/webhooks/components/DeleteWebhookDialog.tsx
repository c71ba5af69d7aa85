import type { Webhook } from '../../../../contract';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Box } from '../../../ui/primitives';
import { useDeleteWebhook } from '../api/deleteWebhook';

interface DeleteWebhookDialogProps {
  organizationId: string;
  webhook: Webhook | undefined;
  open: boolean;
  onClose: () => void;
}

export function DeleteWebhookDialog({ organizationId, webhook, open, onClose }: DeleteWebhookDialogProps) {
  const remove = useDeleteWebhook(organizationId, { onSuccess: onClose });
  return (
    <ConfirmDialog
      open={open && Boolean(webhook)}
      title="Delete webhook?"
      confirmLabel="Delete webhook"
      destructive
      onConfirm={() => (webhook ? remove.mutateAsync(webhook) : undefined)}
      onClose={onClose}
    >
      Delete the webhook to{' '}
      <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
        {webhook?.target_url}
      </Box>
      ? Deployment events stop going there at once, and its delivery log goes with it.
    </ConfirmDialog>
  );
}
