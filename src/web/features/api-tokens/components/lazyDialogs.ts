import { lazyWithPreload } from '../../../ui/lazyWithPreload';

// Dialogs load their code (forms, validation) when first needed, not with the page.
export const LazyCreateApiTokenDialog = lazyWithPreload(
  async () => (await import('./CreateApiTokenDialog')).CreateApiTokenDialog,
);
export const LazyTokenCreatedDialog = lazyWithPreload(
  async () => (await import('./TokenCreatedDialog')).TokenCreatedDialog,
);
export const LazyRevokeApiTokenDialog = lazyWithPreload(
  async () => (await import('./RevokeApiTokenDialog')).RevokeApiTokenDialog,
);
