import LockIcon from '@mui/icons-material/LockOutlined';
import { formatDate } from '../../../lib/format';
import { Stack, Typography } from '../../../ui/primitives';
import type { Column } from '../../../ui/table/tableView';
import { UrlCell } from '../../../ui/table/UrlCell';
import type { KindPresentation } from './registryKinds';

interface RegistryRecord<K extends string> {
  name: string;
  description: string;
  kind: K;
  url: string;
  has_credentials: boolean;
  associated_services_count: number;
  created_at: string;
}

/** The columns container registries and helm repositories share; `extra` go before the usage count. */
export function registryColumns<K extends string, R extends RegistryRecord<K>>(
  kinds: Record<K, KindPresentation>,
  extra: Column<R>[] = [],
): Column<R>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortValue: (record) => record.name,
      render: (record) => (
        <Typography variant="body2" sx={{ fontWeight: 500 }} title={record.description || undefined}>
          {record.name}
        </Typography>
      ),
    },
    {
      id: 'kind',
      header: 'Kind',
      hideBelow: 'sm',
      sortValue: (record) => kinds[record.kind].label,
      render: (record) => kinds[record.kind].label,
    },
    {
      id: 'url',
      header: 'URL',
      grow: true,
      hideBelow: 'md',
      sortValue: (record) => record.url,
      render: (record) => <UrlCell url={record.url} />,
    },
    {
      id: 'credentials',
      header: 'Credentials',
      hideBelow: 'lg',
      sortValue: (record) => (record.has_credentials ? 0 : 1),
      render: (record) =>
        record.has_credentials ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <LockIcon fontSize="inherit" aria-hidden />
            <span>Stored</span>
          </Stack>
        ) : (
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            None
          </Typography>
        ),
    },
    ...extra,
    {
      id: 'services',
      header: 'Services',
      align: 'right',
      width: 100,
      hideBelow: 'sm',
      sortValue: (record) => record.associated_services_count,
      render: (record) => record.associated_services_count,
    },
    {
      id: 'created',
      header: 'Created',
      width: 130,
      hideBelow: 'lg',
      sortValue: (record) => record.created_at,
      render: (record) => formatDate(record.created_at),
    },
  ];
}

/** What the search box of a registries table matches. */
export function registrySearchText(record: { name: string; description: string; url: string }): string {
  return `${record.name} ${record.description} ${record.url}`;
}
