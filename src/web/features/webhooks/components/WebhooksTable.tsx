import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import SendIcon from '@mui/icons-material/SendOutlined';
import type { Webhook } from '../../../../contract';
import { ActionIconButton } from '../../../ui/ActionButton';
import { ActionMenu } from '../../../ui/ActionMenu';
import { Box, Chip, Typography } from '../../../ui/primitives';
import { DataTable } from '../../../ui/table/DataTable';
import type { Column } from '../../../ui/table/tableView';
import { EnabledSwitch } from './EnabledSwitch';
import { LastDelivery } from './LastDelivery';
import { eventWords, kindWords } from './webhookWords';

interface WebhooksTableProps {
  organizationId: string;
  webhooks: Webhook[];
  /** Why changing webhooks is not allowed, if it is not. */
  manageDisabledReason: string | undefined;
  onEdit: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
  onDeliveries: (webhook: Webhook) => void;
  onSendTest: (webhook: Webhook) => void;
}

export function WebhooksTable({ organizationId, webhooks, manageDisabledReason, ...on }: WebhooksTableProps) {
  const columns: Column<Webhook>[] = [
    {
      id: 'target',
      header: 'Target URL',
      grow: true,
      sortValue: (webhook) => webhook.target_url,
      render: (webhook) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="body2"
            noWrap
            title={webhook.target_url}
            sx={{ fontFamily: 'monospace', fontSize: 13 }}
          >
            {webhook.target_url}
          </Typography>
          {webhook.description ? (
            <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
              {webhook.description}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      id: 'kind',
      header: 'Kind',
      hideBelow: 'sm',
      sortValue: (webhook) => kindWords[webhook.kind].label,
      render: (webhook) => <Chip size="small" variant="outlined" label={kindWords[webhook.kind].label} />,
    },
    {
      id: 'events',
      header: 'Events',
      hideBelow: 'lg',
      render: (webhook) => webhook.events.map((event) => eventWords[event].short).join(', '),
    },
    {
      id: 'enabled',
      header: 'Enabled',
      sortValue: (webhook) => (webhook.enabled ? 0 : 1),
      render: (webhook) => (
        <EnabledSwitch
          organizationId={organizationId}
          webhook={webhook}
          disabledReason={manageDisabledReason}
        />
      ),
    },
    {
      id: 'lastDelivery',
      header: 'Last delivery',
      hideBelow: 'md',
      render: (webhook) => <LastDelivery organizationId={organizationId} webhookId={webhook.id} />,
    },
  ];
  return (
    <DataTable
      label="Webhooks"
      columns={columns}
      rows={webhooks}
      getRowId={(webhook) => webhook.id}
      initialSort={{ column: 'target', direction: 'asc' }}
      search={{
        label: 'Search webhooks',
        text: (webhook) => `${webhook.target_url} ${webhook.description}`,
      }}
      rowActions={(webhook) => (
        <>
          <ActionIconButton
            label={`Deliveries to ${webhook.target_url}`}
            icon={<HistoryIcon fontSize="small" />}
            onClick={() => on.onDeliveries(webhook)}
          />
          <ActionMenu
            iconOnly
            label={`More actions for ${webhook.target_url}`}
            items={[
              {
                key: 'test',
                label: 'Send test event',
                icon: <SendIcon fontSize="small" />,
                onSelect: () => on.onSendTest(webhook),
                disabledReason: manageDisabledReason,
              },
              {
                key: 'edit',
                label: 'Edit',
                icon: <EditIcon fontSize="small" />,
                onSelect: () => on.onEdit(webhook),
                disabledReason: manageDisabledReason,
              },
              {
                key: 'delete',
                label: 'Delete',
                icon: <DeleteIcon fontSize="small" />,
                destructive: true,
                onSelect: () => on.onDelete(webhook),
                disabledReason: manageDisabledReason,
              },
            ]}
          />
        </>
      )}
    />
  );
}
