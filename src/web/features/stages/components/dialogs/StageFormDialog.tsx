import {
  deploymentStageRequest,
  type DeploymentStage,
  type DeploymentStageRequest,
} from '../../../../../contract';
import { useEditedRecord } from '../../../../lib/editedRecord';
import { shownInForm } from '../../../../lib/mutations';
import { FormDialog } from '../../../../ui/form/FormDialog';
import { TextField } from '../../../../ui/form/TextField';
import { useCreateStage } from '../../api/createStage';
import { useEditStage } from '../../api/editStage';
import { stageQueryOptions } from '../../api/getStage';

interface StageFormDialogProps {
  environmentId: string;
  open: boolean;
  onClose: () => void;
  /** The stage to rename or describe; absent to add one. */
  stage?: DeploymentStage | undefined;
}

const valuesOf = (stage: DeploymentStage | undefined): DeploymentStageRequest => ({
  name: stage?.name ?? '',
  description: stage?.description ?? '',
});

/** Adds a stage (it goes last), or renames and describes one. */
export function StageFormDialog({ environmentId, open, onClose, stage }: StageFormDialogProps) {
  const create = useCreateStage(environmentId, { onError: shownInForm });
  const edit = useEditStage(environmentId, { onError: shownInForm });
  const edits = useEditedRecord({
    opened: stage,
    query: stageQueryOptions(environmentId, stage?.id ?? ''),
    name: `the stage ${stage?.name ?? ''}`,
    valuesOf,
  });

  const submit = async (body: DeploymentStageRequest, basedOn: DeploymentStage | undefined) => {
    if (stage) await edit.mutateAsync({ stageId: stage.id, body, basedOn });
    else await create.mutateAsync(body);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={stage ? `Edit stage ${stage.name}` : 'Add stage'}
      description={
        stage ? undefined : 'A new stage deploys last; drag it to its place, then drag services into it.'
      }
      submitLabel={stage ? 'Save changes' : 'Add stage'}
      schema={deploymentStageRequest}
      defaultValues={valuesOf(edits?.record)}
      edits={edits}
      onSubmit={(values, _form, basedOn) => submit(values, basedOn)}
      conflictField="name"
      action={stage ? 'edit this stage' : 'add stages here'}
    >
      <TextField name="name" label="Name" required autoFocus autoComplete="off" />
      <TextField
        name="description"
        label="Description"
        multiline
        minRows={2}
        helperText="What the stage is for, e.g. “Migrations: before the code that needs them”."
      />
    </FormDialog>
  );
}
