import { organizationEditRequest, type Organization } from '../../../../contract';
import { shownInForm } from '../../../lib/mutations';
import { Form } from '../../../ui/form/Form';
import { SubmitButton } from '../../../ui/form/SubmitButton';
import { TextField } from '../../../ui/form/TextField';
import { Stack } from '../../../ui/primitives';
import { editableFields, useEditOrganization } from '../api/editOrganization';
import { UnsavedChangesGuard } from '../../../ui/form/UnsavedChangesGuard';

const generalSettings = organizationEditRequest.pick({ name: true, description: true, website_url: true });

interface GeneralSettingsFormProps {
  organization: Organization;
  /** Why the settings cannot be changed, if they cannot. */
  disabledReason: string | undefined;
}

export function GeneralSettingsForm({ organization, disabledReason }: GeneralSettingsFormProps) {
  const edit = useEditOrganization(organization.id, { onError: shownInForm });
  return (
    <Form
      schema={generalSettings}
      defaultValues={{
        name: organization.name,
        description: organization.description ?? '',
        website_url: organization.website_url,
      }}
      onSubmit={(values) => edit.mutateAsync({ ...editableFields(organization), ...values })}
      conflictField="name"
      action="change the organization settings"
      disabled={Boolean(disabledReason)}
      aria-label="General settings"
    >
      <TextField name="name" label="Name" required autoComplete="organization" />
      <TextField name="description" label="Description" multiline minRows={2} />
      <TextField
        name="website_url"
        label="Website"
        type="url"
        emptyAs={null}
        placeholder="https://example.com"
        autoComplete="url"
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <SubmitButton requireChanges disabled={Boolean(disabledReason)}>
          Save changes
        </SubmitButton>
      </Stack>
      <UnsavedChangesGuard />
    </Form>
  );
}
