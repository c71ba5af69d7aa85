import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { ActionButton } from './ActionButton';

interface EditDeleteButtonsProps {
  onEdit: () => void;
  onDelete: () => void;
  /** Why editing is unavailable, if it is. */
  editReason: string | undefined;
  /** Why deleting is unavailable, if it is. */
  deleteReason: string | undefined;
}

/** "Edit" and "Delete" in a page header, for the resource the page shows (rows use EditDeleteActions). */
export function EditDeleteButtons({ onEdit, onDelete, editReason, deleteReason }: EditDeleteButtonsProps) {
  return (
    <>
      <ActionButton variant="outlined" startIcon={<EditIcon />} onClick={onEdit} disabledReason={editReason}>
        Edit
      </ActionButton>
      <ActionButton
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={onDelete}
        disabledReason={deleteReason}
      >
        Delete
      </ActionButton>
    </>
  );
}
