import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import FolderCopyIcon from '@mui/icons-material/FolderCopyOutlined';
import type { GitToken } from '../../../../contract';
import { formatDate } from '../../../lib/format';
import { ActionIconButton } from '../../../ui/ActionButton';
import { Typography } from '../../../ui/primitives';
import { DataTable } from '../../../ui/table/DataTable';
import type { Column } from '../../../ui/table/tableView';
import { providerLabels } from './gitProviders';

interface GitTokensTableProps {
  tokens: GitToken[];
  onShowRepositories: (token: GitToken) => void;
  onEdit: (token: GitToken) => void;
  onDelete: (token: GitToken) => void;
  /** Why changing tokens is unavailable, if it is. */
  changeDisabledReason: string | undefined;
}

const columns: Column<GitToken>[] = [
  {
    id: 'name',
    header: 'Name',
    // Long names are cut short rather than pushing the row actions off narrow screens.
    grow: true,
    sortValue: (token) => token.name,
    render: (token) => (
      <Typography variant="body2" noWrap sx={{ fontWeight: 500 }} title={token.description || token.name}>
        {token.name}
      </Typography>
    ),
  },
  {
    id: 'provider',
    header: 'Provider',
    sortValue: (token) => providerLabels[token.type],
    render: (token) => providerLabels[token.type],
  },
  {
    id: 'workspace',
    header: 'Workspace',
    hideBelow: 'md',
    sortValue: (token) => token.workspace,
    render: (token) => token.workspace ?? '—',
  },
  {
    id: 'apiUrl',
    header: 'API URL',
    grow: true,
    hideBelow: 'lg',
    render: (token) => (
      <Typography
        variant="body2"
        noWrap
        title={token.git_api_url}
        sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}
      >
        {token.git_api_url}
      </Typography>
    ),
  },
  {
    id: 'services',
    header: 'Services',
    align: 'right',
    width: 100,
    hideBelow: 'sm',
    sortValue: (token) => token.associated_services_count,
    render: (token) => token.associated_services_count,
  },
  {
    id: 'created',
    header: 'Created',
    width: 130,
    hideBelow: 'md',
    sortValue: (token) => token.created_at,
    render: (token) => formatDate(token.created_at),
  },
];

export function GitTokensTable({
  tokens,
  onShowRepositories,
  onEdit,
  onDelete,
  changeDisabledReason,
}: GitTokensTableProps) {
  return (
    <DataTable
      label="Git tokens"
      columns={columns}
      rows={tokens}
      getRowId={(token) => token.id}
      initialSort={{ column: 'name', direction: 'asc' }}
      search={
        tokens.length > 5
          ? { label: 'Search git tokens', text: (token) => `${token.name} ${token.description}` }
          : undefined
      }
      rowActions={(token) => (
        <>
          <ActionIconButton
            label={`Repositories of ${token.name}`}
            icon={<FolderCopyIcon fontSize="small" />}
            onClick={() => onShowRepositories(token)}
          />
          <ActionIconButton
            label={`Edit ${token.name}`}
            icon={<EditIcon fontSize="small" />}
            onClick={() => onEdit(token)}
            disabledReason={changeDisabledReason}
          />
          <ActionIconButton
            label={`Delete ${token.name}`}
            icon={<DeleteIcon fontSize="small" />}
            color="error"
            onClick={() => onDelete(token)}
            disabledReason={changeDisabledReason}
          />
        </>
      )}
    />
  );
}
