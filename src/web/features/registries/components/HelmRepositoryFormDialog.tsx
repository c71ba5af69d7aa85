import type { HelmRepository } from '../../../../contract';
import { useEditedRecord } from '../../../lib/editedRecord';
import { shownInForm } from '../../../lib/mutations';
import { FormDialog } from '../../../ui/form/FormDialog';
import { helmRepositoryQueryOptions } from '../api/getRegistry';
import { useSaveHelmRepository } from '../api/saveHelmRepository';
import { RegistryFields } from './RegistryFields';
import { helmRepositoryForm, helmRepositoryValues } from './registryForms';
import { helmRepositoryKindOptions, helmRepositoryKinds } from './registryKinds';

interface HelmRepositoryFormDialogProps {
  organizationId: string;
  open: boolean;
  onClose: () => void;
  /** The repository to edit; absent to add one. */
  repository?: HelmRepository;
}

/** Adds a helm repository, or edits one starting from the server's record (credentials never come back). */
export function HelmRepositoryFormDialog({
  organizationId,
  open,
  onClose,
  repository,
}: HelmRepositoryFormDialogProps) {
  const save = useSaveHelmRepository(organizationId, repository?.id, { onError: shownInForm });
  const edits = useEditedRecord({
    opened: repository,
    query: helmRepositoryQueryOptions(organizationId, repository?.id ?? ''),
    name: `the helm repository ${repository?.name ?? ''}`,
    valuesOf: helmRepositoryValues,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={repository ? `Edit helm repository ${repository.name}` : 'Add helm repository'}
      description={
        repository ? undefined : 'Helm services install charts from a chart repository or an OCI registry.'
      }
      submitLabel={repository ? 'Save changes' : 'Add repository'}
      schema={helmRepositoryForm}
      defaultValues={helmRepositoryValues(edits?.record)}
      edits={edits}
      onSubmit={async (values, _form, basedOn) => {
        await save.mutateAsync({ body: values, basedOn });
        onClose();
      }}
      conflictField="name"
      action={repository ? 'edit this helm repository' : 'add helm repositories here'}
    >
      <RegistryFields
        kinds={helmRepositoryKinds}
        kindOptions={helmRepositoryKindOptions}
        hasStoredCredentials={repository?.has_credentials ?? false}
        withTlsChoice
      />
    </FormDialog>
  );
}
