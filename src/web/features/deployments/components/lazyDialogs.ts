import { lazyWithPreload } from '../../../ui/lazyWithPreload';

// The deploy form (validation, fields) loads when first needed, not with the page.
export const LazyDeployServiceDialog = lazyWithPreload(
  async () => (await import('./DeployServiceDialog')).DeployServiceDialog,
);
