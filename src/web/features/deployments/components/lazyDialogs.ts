import { lazyWithPreload } from '../../../ui/lazyWithPreload';

// The deploy form (validation, fields) loads when first needed, not with the page.
export const LazyDeployServiceDialog = lazyWithPreload(
  async () => (await import('./DeployServiceDialog')).DeployServiceDialog,
);

// The confirmation of an action on the services chosen in an environment's table.
export const LazySelectedServicesDialog = lazyWithPreload(
  async () => (await import('./SelectedServicesDialog')).SelectedServicesDialog,
);

// An environment deployment's log: the log viewer loads with it.
export const LazyEnvironmentLogDialog = lazyWithPreload(
  async () => (await import('./EnvironmentLogDialog')).EnvironmentLogDialog,
);
