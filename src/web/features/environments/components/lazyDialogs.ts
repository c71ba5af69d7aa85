import { lazyWithPreload } from '../../../ui/lazyWithPreload';

// Dialogs load their code (forms, validation) when first needed, not with the page.
export const LazyEnvironmentFormDialog = lazyWithPreload(
  async () => (await import('./EnvironmentFormDialog')).EnvironmentFormDialog,
);
export const LazyDeleteEnvironmentDialog = lazyWithPreload(
  async () => (await import('./DeleteEnvironmentDialog')).DeleteEnvironmentDialog,
);
export const LazyCloneEnvironmentDialog = lazyWithPreload(
  async () => (await import('./CloneEnvironmentDialog')).CloneEnvironmentDialog,
);
