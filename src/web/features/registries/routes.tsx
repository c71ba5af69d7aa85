import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';
import { lazyExport } from '../../ui/lazyWithPreload';

/** The organization's container registries and helm repositories: two sections of the settings page. */
export const registrySettingsRoutes = (): RouteObject[] => [
  {
    path: routePatterns.containerRegistries,
    handle: routeHandle(['settings', 'settings-container-registries'], 'settings-container-registries'),
    lazy: {
      Component: lazyExport(() => import('./pages/ContainerRegistriesPage'), 'ContainerRegistriesPage'),
    },
  },
  {
    path: routePatterns.helmRepositories,
    handle: routeHandle(['settings', 'settings-helm-repositories'], 'settings-helm-repositories'),
    lazy: {
      Component: lazyExport(() => import('./pages/HelmRepositoriesPage'), 'HelmRepositoriesPage'),
    },
  },
];
