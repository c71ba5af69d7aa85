import { lazyWithPreload } from '../../../ui/lazyWithPreload';

// Dialogs load their code (forms, validation) when first needed, not with the page.
export const LazyProjectFormDialog = lazyWithPreload(
  async () => (await import('./ProjectFormDialog')).ProjectFormDialog,
);
export const LazyDeleteProjectDialog = lazyWithPreload(
  async () => (await import('./DeleteProjectDialog')).DeleteProjectDialog,
);
