import type { GitToken } from '../../../../contract';
import { useEditedRecord } from '../../../lib/editedRecord';
import { shownInForm } from '../../../lib/mutations';
import { FormDialog } from '../../../ui/form/FormDialog';
import { useCreateGitToken } from '../api/createGitToken';
import { useEditGitToken } from '../api/editGitToken';
import { gitTokenQueryOptions } from '../api/getGitToken';
import { GitTokenFields } from './GitTokenFields';
import { editValuesOf, gitTokenCreateForm, gitTokenEditForm, newGitTokenValues } from './gitTokenForm';

interface GitTokenFormDialogProps {
  organizationId: string;
  open: boolean;
  onClose: () => void;
  /** The token to edit; absent to add one. */
  token?: GitToken;
}

/** Adds a git token, or edits one starting from the server's record (whose value never comes back). */
export function GitTokenFormDialog({ token, ...props }: GitTokenFormDialogProps) {
  return token ? <EditGitTokenDialog token={token} {...props} /> : <CreateGitTokenDialog {...props} />;
}

const description =
  'The platform uses a git token to list repositories and branches, and to fetch code for the services built from them.';

function CreateGitTokenDialog({ organizationId, open, onClose }: GitTokenFormDialogProps) {
  const create = useCreateGitToken(organizationId, { onError: shownInForm });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add git token"
      description={description}
      submitLabel="Add token"
      schema={gitTokenCreateForm}
      defaultValues={newGitTokenValues}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        onClose();
      }}
      conflictField="name"
      action="add git tokens here"
    >
      <GitTokenFields editing={false} />
    </FormDialog>
  );
}

function EditGitTokenDialog({
  organizationId,
  token,
  open,
  onClose,
}: GitTokenFormDialogProps & { token: GitToken }) {
  const edit = useEditGitToken(organizationId, token.id, { onError: shownInForm });
  const edits = useEditedRecord({
    opened: token,
    query: gitTokenQueryOptions(organizationId, token.id),
    name: `the git token ${token.name}`,
    valuesOf: editValuesOf,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Edit git token ${token.name}`}
      submitLabel="Save changes"
      schema={gitTokenEditForm}
      defaultValues={editValuesOf(edits.record)}
      edits={edits}
      onSubmit={async (values, _form, basedOn) => {
        await edit.mutateAsync({ body: values, basedOn });
        onClose();
      }}
      conflictField="name"
      action="edit this git token"
    >
      <GitTokenFields editing />
    </FormDialog>
  );
}
