import { lazyWithPreload } from '../../../ui/lazyWithPreload';

// Dialogs load their code (forms, validation) when first needed, not with the page.
export const LazyContainerRegistryFormDialog = lazyWithPreload(
  async () => (await import('./ContainerRegistryFormDialog')).ContainerRegistryFormDialog,
);
export const LazyHelmRepositoryFormDialog = lazyWithPreload(
  async () => (await import('./HelmRepositoryFormDialog')).HelmRepositoryFormDialog,
);
export const LazyDeleteContainerRegistryDialog = lazyWithPreload(
  async () => (await import('./DeleteRegistryDialogs')).DeleteContainerRegistryDialog,
);
export const LazyDeleteHelmRepositoryDialog = lazyWithPreload(
  async () => (await import('./DeleteRegistryDialogs')).DeleteHelmRepositoryDialog,
);
