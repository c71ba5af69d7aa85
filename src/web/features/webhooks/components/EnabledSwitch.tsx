import type { Webhook } from '../../../../contract';
import { ToggleSwitch } from '../../../ui/ToggleSwitch';
import { requestOf, useEditWebhook } from '../api/saveWebhook';
import { useNotify } from '../../../ui/notice';

/** Turns a webhook on or off at once; while saving it shows the value asked for. */
export function EnabledSwitch({
  organizationId,
  webhook,
  disabledReason,
}: {
  organizationId: string;
  webhook: Webhook;
  disabledReason: string | undefined;
}) {
  const notify = useNotify();
  const edit = useEditWebhook(organizationId, {
    onSuccess: (saved) =>
      notify({
        severity: 'success',
        message: `Webhook to ${saved.target_url} ${saved.enabled ? 'enabled' : 'disabled'}.`,
      }),
  });
  const checked = edit.isPending ? Boolean(edit.variables.body.enabled) : webhook.enabled;
  return (
    <ToggleSwitch
      label={`Enabled: ${webhook.target_url}`}
      checked={checked}
      busy={edit.isPending}
      disabledReason={disabledReason}
      onChange={(enabled) => edit.mutate({ webhookId: webhook.id, body: { ...requestOf(webhook), enabled } })}
    />
  );
}
