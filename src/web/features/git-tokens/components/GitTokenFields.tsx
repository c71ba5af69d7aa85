import { useWatch } from 'react-hook-form';
import { SelectField } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { defaultApiUrls, providerOptions } from './gitProviders';
import type { GitTokenFormValues } from './gitTokenForm';

/** The fields of a git token, shared by the create and edit dialogs. */
export function GitTokenFields({ editing }: { editing: boolean }) {
  const provider = useWatch<GitTokenFormValues, 'type'>({ name: 'type' });
  return (
    <>
      <TextField name="name" label="Name" required autoFocus autoComplete="off" />
      <TextField name="description" label="Description" />
      <SelectField name="type" label="Provider" options={providerOptions} required />
      <TextField
        name="token"
        label="Token"
        type="password"
        // Keeps browsers from filling in the person's own password.
        autoComplete="new-password"
        monospace
        required={!editing}
        helperText={
          editing
            ? 'Leave empty to keep the stored token. Its value is never shown again.'
            : 'A personal or project access token that can read repositories. It is stored encrypted and never shown again.'
        }
      />
      {provider === 'BITBUCKET' ? (
        <TextField
          name="workspace"
          label="Workspace"
          required
          autoComplete="off"
          helperText="The Bitbucket workspace whose repositories the token reads."
        />
      ) : null}
      <TextField
        name="git_api_url"
        label="Git API URL"
        type="url"
        autoComplete="off"
        placeholder={defaultApiUrls[provider]}
        helperText="Only for a self-hosted GitLab or GitHub Enterprise; empty uses the provider’s public API."
      />
    </>
  );
}
