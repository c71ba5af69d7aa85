import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';
import { lazyExport } from '../../ui/lazyWithPreload';

/** A service's advanced settings: a tab of the service page. */
export const serviceAdvancedSettingsRoutes = (): RouteObject[] => [
  {
    path: routePatterns.serviceAdvancedSettings,
    lazy: {
      Component: lazyExport(
        () => import('./pages/ServiceAdvancedSettingsPage'),
        'ServiceAdvancedSettingsPage',
      ),
    },
  },
];

/** A cluster's advanced settings: a page beside the cluster's. */
export const clusterAdvancedSettingsRoutes = (): RouteObject[] => [
  {
    path: routePatterns.clusterAdvancedSettings,
    handle: routeHandle(['clusters', 'cluster'], 'clusters'),
    lazy: {
      Component: lazyExport(
        () => import('./pages/ClusterAdvancedSettingsPage'),
        'ClusterAdvancedSettingsPage',
      ),
    },
  },
];
