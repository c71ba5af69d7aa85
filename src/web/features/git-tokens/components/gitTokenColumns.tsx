import type { GitToken } from '../../../../contract';
import { formatDate } from '../../../lib/format';
import { Typography } from '../../../ui/primitives';
import type { Column } from '../../../ui/table/tableView';
import { UrlCell } from '../../../ui/table/UrlCell';
import { providerLabels } from './gitProviders';

/** The columns of the git tokens table. */
export const gitTokenColumns: Column<GitToken>[] = [
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
    render: (token) => <UrlCell url={token.git_api_url} />,
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
