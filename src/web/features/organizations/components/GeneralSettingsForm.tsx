import { organizationEditRequest, type Organization } from '../../../../contract';
import { useEditedRecord } from '../../../lib/editedRecord';
import { shownInForm } from '../../../lib/mutations';
import { Form } from '../../../ui/form/Form';
import { SubmitButton } from '../../../ui/form/SubmitButton';
import { TextField } from '../../../ui/form/TextField';
import { Stack } from '../../../ui/primitives';
import { editableFields, useEditOrganization } from '../api/editOrganization';
import { organizationQueryOptions } from '../api/getOrganization';
import { UnsavedChangesGuard } from '../../../ui/form/UnsavedChangesGuard';

const generalSettings = organizationEditRequest.pick({ name: true, description: true, website_url: true });

interface GeneralSettingsFormProps {
  organization: Organization;
  /** Why the settings cannot be changed, if they cannot. */
  disabledReason: string | undefined;
}

const valuesOf = (organization: Organization) => ({
  name: organization.name,
  description: organization.description ?? '',
  website_url: organization.website_url,
});

export function GeneralSettingsForm({ organization, disabledReason }: GeneralSettingsFormProps) {
  const edit = useEditOrganization(organization.id, { onError: shownInForm });
  const edits = useEditedRecord({
    opened: organization,
    query: organizationQueryOptions(organization.id),
    name: `the organization ${organization.name}`,
    valuesOf,
  });
  return (
    <Form
      schema={generalSettings}
      defaultValues={valuesOf(edits.record)}
      edits={edits}
      // A PUT replaces every field: those this form does not show go back as the version edited has them.
      onSubmit={(values, _form, basedOn) =>
        edit.mutateAsync({ body: { ...editableFields(basedOn ?? organization), ...values }, basedOn })
      }
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
