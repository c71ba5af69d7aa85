import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import SendIcon from '@mui/icons-material/SendOutlined';
import type { Webhook } from '../../../../contract';
import { ActionIconButton } from '../../../ui/ActionButton';
import { ActionMenu } from '../../../ui/ActionMenu';

interface WebhookRowActionsProps {
  webhook: Webhook;
  /** Why changing webhooks is not allowed, if it is not. */
  manageDisabledReason: string | undefined;
  onEdit: () => void;
  onDelete: () => void;
  onDeliveries: () => void;
  onSendTest: () => void;
}

/** Deliveries at hand; sending a test event, editing and deleting in a menu. */
export function WebhookRowActions({ webhook, manageDisabledReason, ...on }: WebhookRowActionsProps) {
  return (
    <>
      <ActionIconButton
        label={`Deliveries to ${webhook.target_url}`}
        icon={<HistoryIcon fontSize="small" />}
        onClick={on.onDeliveries}
      />
      <ActionMenu
        iconOnly
        label={`More actions for ${webhook.target_url}`}
        items={[
          {
            key: 'test',
            label: 'Send test event',
            icon: <SendIcon fontSize="small" />,
            onSelect: on.onSendTest,
            disabledReason: manageDisabledReason,
          },
          {
            key: 'edit',
            label: 'Edit',
            icon: <EditIcon fontSize="small" />,
            onSelect: on.onEdit,
            disabledReason: manageDisabledReason,
          },
          {
            key: 'delete',
            label: 'Delete',
            icon: <DeleteIcon fontSize="small" />,
            destructive: true,
            onSelect: on.onDelete,
            disabledReason: manageDisabledReason,
          },
        ]}
      />
    </>
  );
}
