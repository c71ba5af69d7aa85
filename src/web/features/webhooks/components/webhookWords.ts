import {
  environmentMode,
  webhookEventType,
  type EnvironmentMode,
  type WebhookDeliveryStatus,
  type WebhookEventType,
  type WebhookKind,
} from '../../../../contract';
import type { SelectOption } from '../../../ui/form/SelectField';
import type { StatusLook } from '../../../ui/status/StatusChip';

export const eventWords: Record<WebhookEventType, { label: string; short: string; description: string }> = {
  DEPLOYMENT_STARTED: {
    label: 'Deployment started',
    short: 'Started',
    description: 'A deploy, stop, restart or uninstall of a service begins.',
  },
  DEPLOYMENT_SUCCEEDED: { label: 'Deployment succeeded', short: 'Succeeded', description: 'It ended well.' },
  DEPLOYMENT_FAILED: { label: 'Deployment failed', short: 'Failed', description: 'It ended in an error.' },
  DEPLOYMENT_CANCELLED: {
    label: 'Deployment canceled',
    short: 'Canceled',
    description: 'Someone canceled it.',
  },
};

export const kindWords: Record<WebhookKind, { label: string; description: string }> = {
  STANDARD: { label: 'Standard', description: 'Signed JSON, as Standard Webhooks libraries verify it.' },
  SLACK: { label: 'Slack', description: 'A message for a Slack incoming webhook.' },
};

export const modeWords: Record<EnvironmentMode, string> = {
  PRODUCTION: 'Production',
  STAGING: 'Staging',
  DEVELOPMENT: 'Development',
  PREVIEW: 'Preview',
};

export const deliveryLooks: Record<WebhookDeliveryStatus, StatusLook> = {
  PENDING: { label: 'Retrying', tone: 'queued', icon: 'queued' },
  SUCCEEDED: { label: 'Delivered', tone: 'success', icon: 'success' },
  FAILED: { label: 'Failed', tone: 'error', icon: 'error' },
};

export const eventOptions: SelectOption<WebhookEventType>[] = webhookEventType.options.map((event) => ({
  value: event,
  label: eventWords[event].label,
  description: eventWords[event].description,
}));

export const modeOptions: SelectOption<EnvironmentMode>[] = environmentMode.options.map((mode) => ({
  value: mode,
  label: modeWords[mode],
}));

export const kindOptions = (['STANDARD', 'SLACK'] as const).map((kind) => ({
  value: kind,
  label: kindWords[kind].label,
}));
