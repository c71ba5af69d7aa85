import { useMemo } from 'react';
import type { z } from 'zod';
import {
  type CloudProviderCredentials,
  credentialsRequests,
  type ManagedCloudProvider,
} from '../../../../contract';
import { FormDialog } from '../../../ui/form/FormDialog';
import { TextField } from '../../../ui/form/TextField';
import { useCreateCredentials } from '../api/mutations';
import { credentialsFields, providers } from '../model/providers';

interface AddCredentialsDialogProps {
  organizationId: string;
  provider: ManagedCloudProvider;
  open: boolean;
  onClose: () => void;
  onCreated: (credentials: CloudProviderCredentials) => void;
}

/** Adds credentials of one provider: a name and the provider's secret parts, which are never shown again. */
export function AddCredentialsDialog({
  organizationId,
  provider,
  open,
  onClose,
  onCreated,
}: AddCredentialsDialogProps) {
  const { segment, label } = providers[provider];
  const create = useCreateCredentials(organizationId, segment);
  const fields = credentialsFields[segment];
  // Every provider's request is a set of named strings, which is all the form needs to know of it.
  const schema: z.ZodType<Record<string, string>, Record<string, string>> = credentialsRequests[segment];
  const defaultValues = useMemo(
    () =>
      Object.fromEntries([['name', ''], ...fields.map((field) => [field.name, ''])]) as Record<
        string,
        string
      >,
    [fields],
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Add ${label} credentials`}
      description="The secret parts are stored encrypted and never shown again."
      submitLabel="Add credentials"
      schema={schema}
      defaultValues={defaultValues}
      action={`add ${label} credentials`}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        onCreated(created);
        onClose();
      }}
    >
      <TextField name="name" label="Name" required autoFocus />
      {fields.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.label}
          required
          type={field.secret && !field.multiline ? 'password' : 'text'}
          autoComplete="off"
          multiline={field.multiline}
          minRows={field.multiline ? 4 : undefined}
          monospace={field.multiline}
        />
      ))}
    </FormDialog>
  );
}
