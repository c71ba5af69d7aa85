import type { Webhook } from '../../../../contract';
import { Box, Chip, Typography } from '../../../ui/primitives';
import type { Column } from '../../../ui/table/tableView';
import { EnabledSwitch } from './EnabledSwitch';
import { LastDelivery } from './LastDelivery';
import { eventWords, kindWords } from './webhookWords';

/** The columns of the webhooks table; `manageDisabledReason` says why the enabled switch cannot be used, if so. */
export function webhookColumns(
  organizationId: string,
  manageDisabledReason: string | undefined,
): Column<Webhook>[] {
  return [
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
}
