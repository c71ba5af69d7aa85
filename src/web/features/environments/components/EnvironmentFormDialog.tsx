import { environmentEndpoints, type Environment } from '../../../../contract';
import { environmentQueryOptions } from '../../../data/environments/queries';
import { useEditedRecord } from '../../../lib/editedRecord';
import { shownInForm } from '../../../lib/mutations';
import { useOrganizationPermissions } from '../../../lib/permissions';
import { FormDialog } from '../../../ui/form/FormDialog';
import { useCreateEnvironment } from '../api/createEnvironment';
import { useEditEnvironment } from '../api/editEnvironment';
import { EnvironmentFields } from './EnvironmentFields';
import { modeOptionsFor } from './environmentModes';
import {
  editValuesOf,
  environmentCreateForm,
  environmentEditForm,
  newEnvironmentValues,
} from './environmentForms';

interface EnvironmentFormDialogProps {
  organizationId: string;
  projectId: string;
  open: boolean;
  onClose: () => void;
  /** The environment to edit; absent to create one. */
  environment?: Environment;
}

/** Creates an environment on a cluster, or renames one and changes its mode (starting from the server's record). */
export function EnvironmentFormDialog({ environment, ...props }: EnvironmentFormDialogProps) {
  return environment ? (
    <EditEnvironmentDialog environment={environment} {...props} />
  ) : (
    <CreateEnvironmentDialog {...props} />
  );
}

function CreateEnvironmentDialog({ organizationId, projectId, open, onClose }: EnvironmentFormDialogProps) {
  const create = useCreateEnvironment(projectId, { onError: shownInForm });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create environment"
      description="An environment runs a set of services together on one cluster, such as staging or production."
      submitLabel="Create environment"
      schema={environmentCreateForm}
      defaultValues={newEnvironmentValues}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        onClose();
      }}
      conflictField="name"
      action="create environments in this project"
    >
      <EnvironmentFields clusterOf={{ organizationId }} />
    </FormDialog>
  );
}

function EditEnvironmentDialog({
  environment,
  organizationId,
  open,
  onClose,
}: EnvironmentFormDialogProps & { environment: Environment }) {
  const edit = useEditEnvironment(environment.id, { onError: shownInForm });
  const permissions = useOrganizationPermissions(organizationId);
  const { target } = environmentEndpoints.edit;
  const modes = modeOptionsFor(
    permissions.data,
    environment,
    target?.access ?? environmentEndpoints.edit.access,
  );
  const edits = useEditedRecord({
    opened: environment,
    query: environmentQueryOptions(environment.id),
    name: `the environment ${environment.name}`,
    valuesOf: editValuesOf,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Edit environment ${environment.name}`}
      submitLabel="Save changes"
      schema={environmentEditForm}
      defaultValues={editValuesOf(edits.record)}
      edits={edits}
      onSubmit={async (values, _form, basedOn) => {
        await edit.mutateAsync({ body: values, basedOn });
        onClose();
      }}
      conflictField="name"
      action="edit this environment"
    >
      <EnvironmentFields modeEditable={environment.mode !== 'PREVIEW'} modes={modes} />
    </FormDialog>
  );
}
