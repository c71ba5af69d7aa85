import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { ActionIconButton } from '../ActionButton';

interface EditDeleteActionsProps {
  /** Names the resource in the buttons' accessible names: "Edit <name>", "Delete <name>". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Why changing it is unavailable, if it is. */
  disabledReason: string | undefined;
}

/** The edit and delete buttons at the end of a resource's row. */
export function EditDeleteActions({ name, onEdit, onDelete, disabledReason }: EditDeleteActionsProps) {
  return (
    <>
      <ActionIconButton
        label={`Edit ${name}`}
        icon={<EditIcon fontSize="small" />}
        onClick={onEdit}
        disabledReason={disabledReason}
      />
      <ActionIconButton
        label={`Delete ${name}`}
        icon={<DeleteIcon fontSize="small" />}
        color="error"
        onClick={onDelete}
        disabledReason={disabledReason}
      />
    </>
  );
}

/** Row actions of a resource named `name`: edit and delete, unavailable for `disabledReason` if set. */
export function editDeleteActions(disabledReason: string | undefined) {
  return function renderActions(record: { name: string }, open: { edit: () => void; remove: () => void }) {
    return (
      <EditDeleteActions
        name={record.name}
        onEdit={open.edit}
        onDelete={open.remove}
        disabledReason={disabledReason}
      />
    );
  };
}
