import KeyOffIcon from '@mui/icons-material/KeyOffOutlined';
import type { ApiToken } from '../../../../contract';
import { formatDate, formatDateTime } from '../../../lib/format';
import { scopeLabels } from '../../../lib/scopes';
import { ActionIconButton } from '../../../ui/ActionButton';
import { Chip, Typography } from '../../../ui/primitives';
import { DataTable } from '../../../ui/table/DataTable';
import { type Column } from '../../../ui/table/tableView';
import { roleLabel } from '../../../lib/roleNames';

const scopeOrder = { READ: 1, DEPLOY: 2, WRITE: 3, ADMIN: 4 } as const;

const columns: Column<ApiToken>[] = [
  {
    id: 'name',
    header: 'Name',
    sortValue: (token) => token.name,
    render: (token) => (
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {token.name}
      </Typography>
    ),
  },
  {
    id: 'scope',
    header: 'Scope',
    width: 110,
    sortValue: (token) => scopeOrder[token.scope],
    render: (token) => <Chip size="small" variant="outlined" label={scopeLabels[token.scope]} />,
  },
  {
    id: 'role',
    header: 'Role',
    width: 160,
    sortValue: (token) => token.role_name.toLowerCase(),
    render: (token) => roleLabel(token.role_id, token.role_name),
  },
  {
    id: 'description',
    header: 'Description',
    hideBelow: 'lg',
    grow: true,
    render: (token) => (
      <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap title={token.description}>
        {token.description || '—'}
      </Typography>
    ),
  },
  {
    id: 'created',
    header: 'Created',
    hideBelow: 'sm',
    sortValue: (token) => token.created_at,
    render: (token) => formatDate(token.created_at),
  },
  {
    id: 'lastUsed',
    header: 'Last used',
    hideBelow: 'md',
    sortValue: (token) => token.last_used_at,
    render: (token) => (token.last_used_at ? formatDateTime(token.last_used_at) : 'Never'),
  },
  {
    id: 'expires',
    header: 'Expires',
    hideBelow: 'md',
    sortValue: (token) => token.expired_at,
    render: (token) => (token.expired_at ? formatDate(token.expired_at) : 'Never'),
  },
  {
    id: 'createdBy',
    header: 'Created by',
    hideBelow: 'lg',
    sortValue: (token) => token.created_by,
    render: (token) => token.created_by ?? '—',
  },
];

export function ApiTokensTable({
  tokens,
  onRevoke,
}: {
  tokens: ApiToken[];
  onRevoke: (token: ApiToken) => void;
}) {
  return (
    <DataTable
      label="API tokens"
      columns={columns}
      rows={tokens}
      getRowId={(token) => token.id}
      initialSort={{ column: 'created', direction: 'desc' }}
      search={{ label: 'Search API tokens', text: (token) => `${token.name} ${token.description}` }}
      rowActions={(token) => (
        <ActionIconButton
          label={`Revoke ${token.name}`}
          icon={<KeyOffIcon fontSize="small" />}
          color="error"
          onClick={() => onRevoke(token)}
        />
      )}
    />
  );
}
