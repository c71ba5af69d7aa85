import type { WebhookCreated } from '../../../../contract';
import { MessageDialog } from '../../../ui/MessageDialog';
import { SecretValue } from '../../../ui/SecretValue';
import { Alert, Stack, Typography } from '../../../ui/primitives';

/** Shows a new webhook's signing secret, the one time it is available. */
export function WebhookCreatedDialog({
  webhook,
  onClose,
}: {
  webhook: WebhookCreated | undefined;
  onClose: () => void;
}) {
  return (
    <MessageDialog open={Boolean(webhook)} title="Webhook created" closeLabel="Done" onClose={onClose}>
      <Stack spacing={2}>
        <Alert severity="warning">
          Copy the signing secret now: this is the only time it is shown. Once this dialog is closed it cannot
          be displayed again.
        </Alert>
        <SecretValue label="Signing secret" value={webhook?.target_secret ?? ''} copyLabel="Copy secret" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The receiver at {webhook?.target_url} checks each delivery&apos;s webhook-signature header with this
          secret, as Standard Webhooks libraries do.
        </Typography>
      </Stack>
    </MessageDialog>
  );
}
