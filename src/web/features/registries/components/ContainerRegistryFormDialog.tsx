import type { ContainerRegistry } from '../../../../contract';
import { useEditedRecord } from '../../../lib/editedRecord';
import { shownInForm } from '../../../lib/mutations';
import { FormDialog } from '../../../ui/form/FormDialog';
import { containerRegistryQueryOptions } from '../api/getRegistry';
import { useSaveContainerRegistry } from '../api/saveContainerRegistry';
import { RegistryFields } from './RegistryFields';
import { containerRegistryForm, containerRegistryValues } from './registryForms';
import { containerRegistryKindOptions, containerRegistryKinds } from './registryKinds';

interface ContainerRegistryFormDialogProps {
  organizationId: string;
  open: boolean;
  onClose: () => void;
  /** The registry to edit; absent to add one. */
  registry?: ContainerRegistry;
}

/** Adds a container registry, or edits one starting from the server's record (credentials never come back). */
export function ContainerRegistryFormDialog({
  organizationId,
  open,
  onClose,
  registry,
}: ContainerRegistryFormDialogProps) {
  const save = useSaveContainerRegistry(organizationId, registry?.id, { onError: shownInForm });
  const edits = useEditedRecord({
    opened: registry,
    query: containerRegistryQueryOptions(organizationId, registry?.id ?? ''),
    name: `the container registry ${registry?.name ?? ''}`,
    valuesOf: containerRegistryValues,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={registry ? `Edit container registry ${registry.name}` : 'Add container registry'}
      description={registry ? undefined : 'Container services and jobs pull their images from a registry.'}
      submitLabel={registry ? 'Save changes' : 'Add registry'}
      schema={containerRegistryForm}
      defaultValues={containerRegistryValues(edits?.record)}
      edits={edits}
      onSubmit={async (values, _form, basedOn) => {
        await save.mutateAsync({ body: values, basedOn });
        onClose();
      }}
      conflictField="name"
      action={registry ? 'edit this container registry' : 'add container registries here'}
    >
      <RegistryFields
        kinds={containerRegistryKinds}
        kindOptions={containerRegistryKindOptions}
        hasStoredCredentials={registry?.has_credentials ?? false}
      />
    </FormDialog>
  );
}
