import { lazyWithPreload } from '../../../ui/lazyWithPreload';

// Dialogs load their code (forms, validation) when first needed, not with the page.
export const LazyGitTokenFormDialog = lazyWithPreload(
  async () => (await import('./GitTokenFormDialog')).GitTokenFormDialog,
);
export const LazyDeleteGitTokenDialog = lazyWithPreload(
  async () => (await import('./DeleteGitTokenDialog')).DeleteGitTokenDialog,
);
export const LazyRepositoriesDialog = lazyWithPreload(
  async () => (await import('./RepositoriesDialog')).RepositoriesDialog,
);
