import { lazyWithPreload } from '../../../ui/lazyWithPreload';

// Dialogs load their code (forms, validation) when first needed, not with the page.
export const LazyWebhookFormDialog = lazyWithPreload(
  async () => (await import('./WebhookFormDialog')).WebhookFormDialog,
);
export const LazyWebhookCreatedDialog = lazyWithPreload(
  async () => (await import('./WebhookCreatedDialog')).WebhookCreatedDialog,
);
export const LazyDeleteWebhookDialog = lazyWithPreload(
  async () => (await import('./DeleteWebhookDialog')).DeleteWebhookDialog,
);
export const LazyDeliveriesDialog = lazyWithPreload(
  async () => (await import('./DeliveriesDialog')).DeliveriesDialog,
);
