import { useWatch } from 'react-hook-form';
import { SelectField, type SelectOption } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { CredentialsFields } from './CredentialsFields';
import type { KindPresentation } from './registryKinds';

interface RegistryFieldsProps<K extends string> {
  kinds: Record<K, KindPresentation>;
  kindOptions: readonly SelectOption<K>[];
  /** Whether the record being edited has credentials stored. */
  hasStoredCredentials: boolean;
  /** Helm repositories may skip TLS verification; container registries may not. */
  withTlsChoice?: boolean;
}

const tlsOptions: SelectOption<boolean>[] = [
  { value: false, label: 'Verify the certificate' },
  {
    value: true,
    label: 'Skip verification',
    description: 'Only for a repository with a self-signed certificate: the connection can be intercepted.',
  },
];

/** The fields of a container registry or a helm repository, shared by their create and edit dialogs. */
export function RegistryFields<K extends string>({
  kinds,
  kindOptions,
  hasStoredCredentials,
  withTlsChoice,
}: RegistryFieldsProps<K>) {
  const kind: K = useWatch({ name: 'kind' });
  const presentation = kinds[kind];
  return (
    <>
      <TextField name="name" label="Name" required autoFocus autoComplete="off" />
      <TextField name="description" label="Description" />
      <SelectField name="kind" label="Kind" options={kindOptions} required />
      <TextField
        name="url"
        label="URL"
        type="url"
        required
        autoComplete="off"
        placeholder={presentation.example}
      />
      {withTlsChoice ? (
        <SelectField name="skip_tls_verification" label="TLS verification" options={tlsOptions} />
      ) : null}
      <CredentialsFields style={presentation.credentials} hasStored={hasStoredCredentials} />
    </>
  );
}
