import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';
import { lazyExport } from '../../ui/lazyWithPreload';
import type { ServiceHeaderSlot } from './pages/ServiceLayout';

/**
 * The new-service flow and the service page. `servicePages` are the service page's tabs other features own
 * (deployments, logs), beside its overview and settings; `loadHeaderActions` loads what its header shows beside the
 * name (another feature's state and actions); `loadAlongside` fetches code with the service pages' own, so what the
 * shell shows around them renders without waiting.
 */
export const serviceRoutes = (
  servicePages: RouteObject[],
  loadHeaderActions: () => Promise<ServiceHeaderSlot>,
  loadAlongside: () => Promise<unknown>,
): RouteObject[] => [
  {
    path: routePatterns.newService,
    handle: routeHandle(['projects', 'project', 'environment', 'new-service'], 'projects'),
    lazy: {
      Component: lazyExport(() => import('./pages/NewServicePage'), 'NewServicePage'),
    },
  },
  {
    path: routePatterns.service,
    handle: routeHandle(['projects', 'project', 'environment', 'service'], 'projects'),
    lazy: {
      Component: async () => {
        const [{ ServiceLayout }, HeaderActions] = await Promise.all([
          import('./pages/ServiceLayout'),
          loadHeaderActions(),
          loadAlongside(),
        ]);
        return function ServiceWithHeaderActions() {
          return <ServiceLayout headerActions={HeaderActions} />;
        };
      },
    },
    children: [
      {
        index: true,
        lazy: {
          Component: lazyExport(() => import('./pages/ServiceOverviewPage'), 'ServiceOverviewPage'),
        },
      },
      {
        path: routePatterns.serviceSettings,
        lazy: {
          Component: lazyExport(() => import('./pages/ServiceSettingsPage'), 'ServiceSettingsPage'),
        },
      },
      ...servicePages,
    ],
  },
];

/** Every service of the organization, whatever its project or environment. */
export const allServicesRoutes = (): RouteObject[] => [
  {
    path: routePatterns.allServices,
    handle: routeHandle(['all-services'], 'all-services'),
    lazy: { Component: lazyExport(() => import('./pages/AllServicesPage'), 'AllServicesPage') },
  },
];
