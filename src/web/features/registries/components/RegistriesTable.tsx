import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { ActionIconButton } from '../../../ui/ActionButton';
import { DataTable } from '../../../ui/table/DataTable';
import type { Column } from '../../../ui/table/tableView';

interface RegistriesTableProps<R> {
  /** Names the table, e.g. "Container registries". */
  label: string;
  columns: Column<R>[];
  records: R[];
  onEdit: (record: R) => void;
  onDelete: (record: R) => void;
  /** Why changing them is unavailable, if it is. */
  changeDisabledReason: string | undefined;
}

/** Container registries or helm repositories, with edit and delete on each row. */
export function RegistriesTable<R extends { id: string; name: string; description: string; url: string }>({
  label,
  columns,
  records,
  onEdit,
  onDelete,
  changeDisabledReason,
}: RegistriesTableProps<R>) {
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={records}
      getRowId={(record) => record.id}
      initialSort={{ column: 'name', direction: 'asc' }}
      search={
        records.length > 5
          ? {
              label: `Search ${label.toLowerCase()}`,
              text: (record) => `${record.name} ${record.description} ${record.url}`,
            }
          : undefined
      }
      rowActions={(record) => (
        <>
          <ActionIconButton
            label={`Edit ${record.name}`}
            icon={<EditIcon fontSize="small" />}
            onClick={() => onEdit(record)}
            disabledReason={changeDisabledReason}
          />
          <ActionIconButton
            label={`Delete ${record.name}`}
            icon={<DeleteIcon fontSize="small" />}
            color="error"
            onClick={() => onDelete(record)}
            disabledReason={changeDisabledReason}
          />
        </>
      )}
    />
  );
}
