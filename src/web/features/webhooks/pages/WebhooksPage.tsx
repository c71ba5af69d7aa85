import WebhookIcon from '@mui/icons-material/Webhook';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { webhookEndpoints, type Webhook, type WebhookCreated } from '../../../../contract';
import { usePermission } from '../../../lib/identity';
import { useRouteParam } from '../../../lib/routeParams';
import { Deferred } from '../../../ui/Deferred';
import { ResourceSettingsPage } from '../../../ui/ResourceSettingsPage';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { webhooksQueryOptions } from '../api/getWebhooks';
import {
  LazyDeleteWebhookDialog,
  LazyDeliveriesDialog,
  LazyWebhookCreatedDialog,
  LazyWebhookFormDialog,
} from '../components/lazyDialogs';
import { webhookColumns } from '../components/webhookColumns';
import { WebhookRowActions } from '../components/WebhookRowActions';

const dialogs = [LazyWebhookFormDialog, LazyDeliveriesDialog];

/** Organization webhooks: where deployment events are posted, whether they arrived, and a test to check. */
export function WebhooksPage() {
  const organizationId = useRouteParam('organizationId');
  const canManage = usePermission(webhookEndpoints.create, organizationId);
  const webhooks = useQuery(webhooksQueryOptions(organizationId));
  // Held here only while its dialog is open; never cached.
  const [created, setCreated] = useState<WebhookCreated>();
  const deliveries = useDialogTarget<{ webhook: Webhook; sendTest: boolean }>();
  const manageDisabledReason = canManage.allowed ? undefined : canManage.reason;

  return (
    <ResourceSettingsPage
      title="Webhooks"
      description="The platform posts deployment events (started, succeeded, failed, canceled) to these URLs, signed so receivers can check they came from here."
      query={webhooks}
      columns={webhookColumns(organizationId, manageDisabledReason)}
      initialSort={{ column: 'target', direction: 'asc' }}
      searchText={(webhook) => `${webhook.target_url} ${webhook.description}`}
      create={{ label: 'Create webhook', disabledReason: manageDisabledReason }}
      createInHeaderOnlyWithRows
      empty={{
        icon: <WebhookIcon />,
        description:
          'Create a webhook to tell a chat channel or your own service when deployments start and end. Its signing secret is shown once, right after creation.',
        level: 2,
      }}
      rowActions={(webhook, open) => (
        <WebhookRowActions
          webhook={webhook}
          manageDisabledReason={manageDisabledReason}
          onEdit={open.edit}
          onDelete={open.remove}
          onDeliveries={() => deliveries.show({ webhook, sendTest: false })}
          onSendTest={() => deliveries.show({ webhook, sendTest: true })}
        />
      )}
      formDialog={({ record, ...dialog }) => (
        <>
          <LazyWebhookFormDialog
            key={record?.id ?? 'new'}
            organizationId={organizationId}
            webhook={record}
            onCreated={setCreated}
            {...dialog}
          />
          <LazyWebhookCreatedDialog webhook={created} onClose={() => setCreated(undefined)} />
        </>
      )}
      deleteDialog={({ record, ...dialog }) => (
        <LazyDeleteWebhookDialog organizationId={organizationId} webhook={record} {...dialog} />
      )}
      preload={{ components: dialogs, enabled: canManage.allowed }}
    >
      <Deferred when={deliveries.target !== undefined}>
        <LazyDeliveriesDialog
          organizationId={organizationId}
          webhook={deliveries.target?.webhook}
          sendOnOpen={deliveries.target?.sendTest ?? false}
          testDisabledReason={manageDisabledReason}
          open={deliveries.open}
          onClose={deliveries.close}
        />
      </Deferred>
    </ResourceSettingsPage>
  );
}
