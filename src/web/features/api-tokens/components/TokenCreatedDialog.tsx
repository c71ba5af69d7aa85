import type { ApiTokenCreated } from '../../../../contract';
import { MessageDialog } from '../../../ui/MessageDialog';
import { SecretValue } from '../../../ui/SecretValue';
import { Alert, Box, Stack, Typography } from '../../../ui/primitives';

/** Shows a new token's value, the one time it is available. */
export function TokenCreatedDialog({
  token,
  onClose,
}: {
  token: ApiTokenCreated | undefined;
  onClose: () => void;
}) {
  return (
    <MessageDialog open={Boolean(token)} title="API token created" closeLabel="Done" onClose={onClose}>
      <Stack spacing={2}>
        <Alert severity="warning">
          Copy the token now: this is the only time it is shown. Once this dialog is closed it cannot be
          displayed again.
        </Alert>
        <SecretValue label={`Token ${token?.name ?? ''}`} value={token?.token ?? ''} copyLabel="Copy token" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Send it with each request as{' '}
          <Box component="code" sx={{ fontFamily: 'monospace' }}>
            Authorization: Token &lt;token&gt;
          </Box>
          .
        </Typography>
      </Stack>
    </MessageDialog>
  );
}
