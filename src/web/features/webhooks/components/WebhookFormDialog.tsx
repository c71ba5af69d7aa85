import { webhookRequest, type Webhook, type WebhookCreated, type WebhookRequest } from '../../../../contract';
import { useEditedRecord } from '../../../lib/editedRecord';
import { shownInForm } from '../../../lib/mutations';
import { FormDialog } from '../../../ui/form/FormDialog';
import { webhookQueryOptions } from '../api/getWebhook';
import { requestOf, useCreateWebhook, useEditWebhook } from '../api/saveWebhook';
import { WebhookFields } from './WebhookFields';

interface WebhookFormDialogProps {
  organizationId: string;
  open: boolean;
  onClose: () => void;
  /** The webhook to edit; absent to create one. */
  webhook?: Webhook;
  /** Receives the new webhook with its signing secret, the only time it is available. */
  onCreated?: (webhook: WebhookCreated) => void;
}

const newWebhook: WebhookRequest = {
  kind: 'STANDARD',
  target_url: '',
  description: '',
  enabled: true,
  events: ['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED', 'DEPLOYMENT_CANCELLED'],
  project_names_filter: [],
  environment_types_filter: [],
};

const description =
  'The platform posts to the target URL when deployments start and end, for the projects and environment types you choose.';

/** Creates a webhook, or edits one starting from the server's record (whose secret never comes back). */
export function WebhookFormDialog({ webhook, ...props }: WebhookFormDialogProps) {
  return webhook ? <EditWebhookDialog webhook={webhook} {...props} /> : <CreateWebhookDialog {...props} />;
}

function CreateWebhookDialog({ organizationId, open, onClose, onCreated }: WebhookFormDialogProps) {
  const create = useCreateWebhook(organizationId, { onError: shownInForm });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create webhook"
      description={description}
      submitLabel="Create webhook"
      schema={webhookRequest}
      defaultValues={newWebhook}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        onClose();
        onCreated?.(created);
      }}
      conflictField="target_url"
      action="create webhooks here"
    >
      <WebhookFields />
    </FormDialog>
  );
}

function EditWebhookDialog({
  organizationId,
  webhook,
  open,
  onClose,
}: WebhookFormDialogProps & { webhook: Webhook }) {
  const edit = useEditWebhook(organizationId, { onError: shownInForm });
  const edits = useEditedRecord({
    opened: webhook,
    query: webhookQueryOptions(organizationId, webhook.id),
    name: `the webhook to ${webhook.target_url}`,
    valuesOf: requestOf,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Edit webhook"
      description="Its signing secret stays as it is."
      submitLabel="Save changes"
      schema={webhookRequest}
      defaultValues={requestOf(edits.record)}
      edits={edits}
      onSubmit={async (values, _form, basedOn) => {
        await edit.mutateAsync({ webhookId: webhook.id, body: values, basedOn });
        onClose();
      }}
      conflictField="target_url"
      action="edit this webhook"
    >
      <WebhookFields />
    </FormDialog>
  );
}
