import { useWatch } from 'react-hook-form';
import { SelectField, type SelectOption } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { Box, Stack, Typography } from '../../../ui/primitives';
import {
  credentialFields,
  credentialLabels,
  type CredentialsAction,
  type CredentialStyle,
} from './credentials';

const actionOptions: SelectOption<CredentialsAction>[] = [
  { value: 'keep', label: 'Keep the stored credentials' },
  { value: 'replace', label: 'Replace them', description: 'Type the new ones below.' },
  { value: 'remove', label: 'Remove them', description: 'For a registry that needs none.' },
];

/** Write-only credentials: typed in, stored encrypted, never shown again. */
export function CredentialsFields({ style, hasStored }: { style: CredentialStyle; hasStored: boolean }) {
  const action = useWatch<{ credentials_action: CredentialsAction }>({ name: 'credentials_action' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 600, p: 0 }}>
        Credentials
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {hasStored
          ? 'Credentials are stored; their values are never shown.'
          : 'Leave empty when no login is needed. They are stored encrypted and never shown again.'}
      </Typography>
      <Stack spacing={2}>
        {hasStored ? (
          <SelectField name="credentials_action" label="Stored credentials" options={actionOptions} />
        ) : null}
        {action === 'replace'
          ? credentialFields[style].map((field) => (
              <TextField
                key={field}
                name={`config.${field}`}
                label={credentialLabels[field].label}
                type={credentialLabels[field].secret ? 'password' : 'text'}
                // Keeps browsers from filling in the person's own login.
                autoComplete={credentialLabels[field].secret ? 'new-password' : 'off'}
                monospace={credentialLabels[field].secret}
              />
            ))
          : null}
      </Stack>
    </Box>
  );
}
