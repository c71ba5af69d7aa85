import SendIcon from '@mui/icons-material/SendOutlined';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Webhook } from '../../../../contract';
import { ActionButton } from '../../../ui/ActionButton';
import { MessageDialog } from '../../../ui/MessageDialog';
import { LoadingLines, PageState } from '../../../ui/PageState';
import { Alert, Stack, Typography } from '../../../ui/primitives';
import { deliveriesQueryOptions } from '../api/getDeliveries';
import { useSendTestEvent } from '../api/sendTestEvent';
import { DeliveryList } from './DeliveryList';
import { deliverySentence } from './deliveryWords';
import { eventWords } from './webhookWords';

const DELIVERY_LOG_SIZE = 50;

interface DeliveriesDialogProps {
  organizationId: string;
  webhook: Webhook | undefined;
  open: boolean;
  onClose: () => void;
  /** Sends a test event as the dialog opens (the row's "Send test event"). */
  sendOnOpen: boolean;
  /** Why sending a test event is not allowed, if it is not. */
  testDisabledReason: string | undefined;
}

/** A webhook's delivery log, with a test event to send and how the receiver took it. */
export function DeliveriesDialog({ webhook, ...props }: DeliveriesDialogProps) {
  return (
    <MessageDialog
      open={props.open && Boolean(webhook)}
      title={webhook ? `Deliveries to ${webhook.target_url}` : 'Deliveries'}
      onClose={props.onClose}
      width="md"
    >
      {/* Keyed by webhook, so a test result is never shown for another one. */}
      {webhook ? <Deliveries key={webhook.id} webhook={webhook} {...props} /> : null}
    </MessageDialog>
  );
}

function Deliveries({
  organizationId,
  webhook,
  open,
  sendOnOpen,
  testDisabledReason,
}: DeliveriesDialogProps & { webhook: Webhook }) {
  const deliveries = useQuery(deliveriesQueryOptions(organizationId, webhook.id, DELIVERY_LOG_SIZE));
  const test = useSendTestEvent(organizationId, webhook.id, { onError: () => undefined });
  const sentOnOpen = useRef(false);
  const { mutate } = test;
  useEffect(() => {
    if (!open || !sendOnOpen || sentOnOpen.current || testDisabledReason) return;
    sentOnOpen.current = true;
    mutate(undefined);
  }, [open, sendOnOpen, testDisabledReason, mutate]);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <ActionButton
          variant="outlined"
          startIcon={<SendIcon />}
          loading={test.isPending}
          onClick={() => test.mutate(undefined)}
          disabledReason={testDisabledReason}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Send test event
        </ActionButton>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Sends a made-up “{eventWords[webhook.events[0] ?? 'DEPLOYMENT_STARTED'].label}” event, marked as a
          test, and shows how the receiver answered.
        </Typography>
      </Stack>
      <div role="status">
        {test.isSuccess ? (
          <Alert severity={test.data.status === 'SUCCEEDED' ? 'success' : 'error'}>
            Test event: {deliverySentence(test.data)}
          </Alert>
        ) : test.isError ? (
          <Alert severity="error">Could not send the test event: {test.error.message}</Alert>
        ) : null}
      </div>
      <PageState
        query={deliveries}
        action="view the deliveries of this webhook"
        pending={<LoadingLines lines={3} />}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Nothing delivered yet. Deliveries appear here once a matching deployment starts or ends, or a test
            event is sent.
          </Typography>
        }
      >
        {(data) => <DeliveryList deliveries={data.results} />}
      </PageState>
    </Stack>
  );
}
