import {
  apiTokenCreateRequest,
  type ApiTokenCreated,
  type ApiTokenCreateRequest,
} from '../../../../contract';
import { useQuery } from '@tanstack/react-query';
import { availableRolesQueryOptions } from '../../../data/access/queries';
import { shownInForm } from '../../../lib/mutations';
import { useRoleGrantRefusal } from '../../../lib/roleGrants';
import { FormDialog } from '../../../ui/form/FormDialog';
import { SelectField } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { useCreateApiToken } from '../api/createApiToken';
import { expiryOptions, scopeOptions } from './tokenOptions';
import { roleLabel } from '../../../lib/roleNames';

const defaultValues: ApiTokenCreateRequest = {
  name: '',
  description: '',
  scope: 'READ',
  role_id: null,
  expires_in_days: 90,
};

interface CreateApiTokenDialogProps {
  organizationId: string;
  open: boolean;
  onClose: () => void;
  /** Receives the token with its value, the only time it is available. */
  onCreated: (token: ApiTokenCreated) => void;
}

export function CreateApiTokenDialog({
  organizationId,
  open,
  onClose,
  onCreated,
}: CreateApiTokenDialogProps) {
  const create = useCreateApiToken(organizationId, { onError: shownInForm });
  const roles = useQuery({ ...availableRolesQueryOptions(organizationId), enabled: open });
  const grantRefusal = useRoleGrantRefusal(organizationId);
  const roleOptions = [
    { value: null, label: 'No role', description: 'The scope alone limits the token.' },
    ...(roles.data?.results ?? []).map((role) => ({
      value: role.id,
      label: roleLabel(role.id, role.name),
      description: role.built_in ? 'Built-in role' : 'Custom role: its permissions apply with the scope',
      disabledReason: grantRefusal(role.id),
    })),
  ];
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create API token"
      description="Scripts and CI use a token to call the API on behalf of this organization."
      submitLabel="Create token"
      schema={apiTokenCreateRequest}
      defaultValues={defaultValues}
      onSubmit={async (values) => {
        const token = await create.mutateAsync(values);
        onClose();
        onCreated(token);
      }}
      conflictField="name"
      action="create API tokens here"
    >
      <TextField
        name="name"
        label="Name"
        required
        autoFocus
        autoComplete="off"
        helperText="E.g. the CI job using it."
      />
      <TextField name="description" label="Description" multiline minRows={2} />
      <SelectField name="scope" label="Scope" options={scopeOptions} required />
      <SelectField
        name="role_id"
        label="Role"
        options={roleOptions}
        helperText="The token may do only what both its scope and its role allow."
      />
      <SelectField name="expires_in_days" label="Expires after" options={expiryOptions} />
    </FormDialog>
  );
}
