import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format';
import { Stack, Typography } from '../../../ui/primitives';
import { StatusChip, StatusChipSkeleton } from '../../../ui/status/StatusChip';
import { deliveriesQueryOptions } from '../api/getDeliveries';
import { deliveryLooks } from './webhookWords';

/** How the latest delivery of a webhook went, and when. */
export function LastDelivery({ organizationId, webhookId }: { organizationId: string; webhookId: string }) {
  const latest = useQuery(deliveriesQueryOptions(organizationId, webhookId, 1));
  if (latest.isPending) return <StatusChipSkeleton label="Loading the last delivery" />;
  const delivery = latest.data?.results[0];
  if (!delivery) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {latest.isError ? 'Unknown' : 'None yet'}
      </Typography>
    );
  }
  const code = delivery.target_response_status_code;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <StatusChip
        {...deliveryLooks[delivery.status]}
        title={code === null ? undefined : `The receiver answered HTTP ${code}`}
      />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {formatDateTime(delivery.last_attempt_at ?? delivery.created_at)}
      </Typography>
    </Stack>
  );
}
