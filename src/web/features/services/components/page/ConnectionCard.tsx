import AutorenewIcon from '@mui/icons-material/Autorenew';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { useState, type ReactNode } from 'react';
import { type Database, databaseConnectionEndpoints, databaseLogins } from '../../../../../contract';
import { useEnvironmentPermission } from '../../../../data/environments/useEnvironmentPermission';
import { ActionButton } from '../../../../ui/ActionButton';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { CopyButton } from '../../../../ui/CopyButton';
import { DetailList } from '../../../../ui/DetailList';
import { Box, Paper, Stack, Typography } from '../../../../ui/primitives';
import { useRevealCredentials, useRotatePassword } from '../../api/databaseConnection';

const MASK = '••••••••••••';

function Copyable({ value, name, children }: { value: string; name: string; children?: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
        {children ?? value}
      </Box>
      <CopyButton value={value} label={`Copy the ${name}`} />
    </Stack>
  );
}

/**
 * How to reach a database: host, port and login, and its master password behind "Reveal". Revealing is a reading
 * the audit log records, so it takes a press each time and the right to manage the database; so does a new password.
 */
export function ConnectionCard({ database, organizationId }: { database: Database; organizationId: string }) {
  const environmentId = database.environment.id;
  const canRead = useEnvironmentPermission(
    databaseConnectionEndpoints.credentials,
    organizationId,
    environmentId,
  );
  const canRotate = useEnvironmentPermission(
    databaseConnectionEndpoints.rotateCredentials,
    organizationId,
    environmentId,
  );
  const reveal = useRevealCredentials(database.id);
  const rotate = useRotatePassword(database);
  const [confirming, setConfirming] = useState(false);
  const password = rotate.data?.password ?? reveal.data?.password;
  const hide = () => {
    reveal.reset();
    rotate.reset();
  };

  const passwordValue = password ? (
    <Copyable value={password} name="password" />
  ) : (
    <Box
      component="span"
      aria-label="Password: hidden"
      sx={{ fontFamily: 'monospace', color: 'text.secondary' }}
    >
      {MASK}
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="database-connection"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h2" id="database-connection" sx={{ mb: 1.5 }}>
        Connection
      </Typography>
      <DetailList
        items={[
          { label: 'Host', value: <Copyable value={database.host} name="host" /> },
          { label: 'Port', value: <Copyable value={String(database.port)} name="port" /> },
          { label: 'Login', value: <Copyable value={databaseLogins[database.type]} name="login" /> },
          { label: 'Password', value: passwordValue },
        ]}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
        Each reveal of the password is recorded in the audit log.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        {password ? (
          <ActionButton variant="outlined" startIcon={<VisibilityOffIcon />} onClick={hide}>
            Hide
          </ActionButton>
        ) : (
          <ActionButton
            variant="outlined"
            startIcon={<VisibilityIcon />}
            onClick={() => reveal.mutate()}
            disabled={reveal.isPending}
            disabledReason={canRead.reason}
          >
            Reveal
          </ActionButton>
        )}
        <ActionButton
          variant="outlined"
          color="warning"
          startIcon={<AutorenewIcon />}
          onClick={() => setConfirming(true)}
          disabledReason={canRotate.reason}
        >
          Rotate password
        </ActionButton>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`Rotate the password of ${database.name}?`}
        confirmLabel="Rotate password"
        destructive
        onConfirm={async () => {
          await rotate.mutateAsync();
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      >
        A new random password replaces the current one at once. {database.name} needs a redeploy for it to
        take effect: until then it keeps accepting the current one, and the services using its built-in
        variables get the new one when they are deployed again.
      </ConfirmDialog>
    </Paper>
  );
}
