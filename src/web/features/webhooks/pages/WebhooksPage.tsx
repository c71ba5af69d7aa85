import AddIcon from '@mui/icons-material/Add';
import WebhookIcon from '@mui/icons-material/Webhook';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { webhookEndpoints, type Webhook, type WebhookCreated } from '../../../../contract';
import { usePermission } from '../../../lib/identity';
import { useRouteParam } from '../../../lib/routeParams';
import { ActionButton } from '../../../ui/ActionButton';
import { Deferred } from '../../../ui/Deferred';
import { EmptyState } from '../../../ui/EmptyState';
import { usePreloadWhenIdle } from '../../../ui/lazyWithPreload';
import { PageState } from '../../../ui/PageState';
import { SectionHeader } from '../../../ui/SectionHeader';
import { TableSkeleton } from '../../../ui/table/TableSkeleton';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { webhooksQueryOptions } from '../api/getWebhooks';
import {
  LazyDeleteWebhookDialog,
  LazyDeliveriesDialog,
  LazyWebhookCreatedDialog,
  LazyWebhookFormDialog,
} from '../components/lazyDialogs';
import { WebhooksTable } from '../components/WebhooksTable';

/** Organization webhooks: where deployment events are posted, whether they arrived, and a test to check. */
export function WebhooksPage() {
  const organizationId = useRouteParam('organizationId');
  const canManage = usePermission(webhookEndpoints.create, organizationId);
  const webhooks = useQuery(webhooksQueryOptions(organizationId));
  // Undefined until first opened, so the dialog's code loads only when needed.
  const [creating, setCreating] = useState<boolean>();
  // Held here only while its dialog is open; never cached.
  const [created, setCreated] = useState<WebhookCreated>();
  const editing = useDialogTarget<Webhook>();
  const deletion = useDialogTarget<Webhook>();
  const deliveries = useDialogTarget<{ webhook: Webhook; sendTest: boolean }>();
  usePreloadWhenIdle([LazyWebhookFormDialog, LazyDeliveriesDialog], canManage.allowed);

  const manageDisabledReason = canManage.allowed ? undefined : canManage.reason;
  const createButton = (
    <ActionButton
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setCreating(true)}
      disabledReason={manageDisabledReason}
    >
      Create webhook
    </ActionButton>
  );

  return (
    <section aria-labelledby="webhooks-title">
      <SectionHeader
        id="webhooks-title"
        title="Webhooks"
        description="The platform posts deployment events (started, succeeded, failed, canceled) to these URLs, signed so receivers can check they came from here."
        actions={webhooks.data?.results.length ? createButton : undefined}
      />
      <PageState
        query={webhooks}
        action="view the webhooks of this organization"
        pending={<TableSkeleton label="Loading webhooks" />}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            icon={<WebhookIcon />}
            title="No webhooks yet"
            description="Create a webhook to tell a chat channel or your own service when deployments start and end. Its signing secret is shown once, right after creation."
            action={createButton}
          />
        }
      >
        {(data) => (
          <WebhooksTable
            organizationId={organizationId}
            webhooks={data.results}
            manageDisabledReason={manageDisabledReason}
            onEdit={editing.show}
            onDelete={deletion.show}
            onDeliveries={(webhook) => deliveries.show({ webhook, sendTest: false })}
            onSendTest={(webhook) => deliveries.show({ webhook, sendTest: true })}
          />
        )}
      </PageState>
      <Deferred when={creating !== undefined || editing.target !== undefined}>
        <LazyWebhookFormDialog
          organizationId={organizationId}
          open={creating === true}
          onClose={() => setCreating(false)}
          onCreated={setCreated}
        />
        {editing.target ? (
          <LazyWebhookFormDialog
            key={editing.target.id}
            organizationId={organizationId}
            webhook={editing.target}
            open={editing.open}
            onClose={editing.close}
          />
        ) : null}
        <LazyWebhookCreatedDialog webhook={created} onClose={() => setCreated(undefined)} />
      </Deferred>
      <Deferred when={deletion.target !== undefined}>
        <LazyDeleteWebhookDialog
          organizationId={organizationId}
          webhook={deletion.target}
          open={deletion.open}
          onClose={deletion.close}
        />
      </Deferred>
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
    </section>
  );
}
