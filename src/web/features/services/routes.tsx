import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';
import type { ServiceHeaderSlot } from './pages/ServiceLayout';

interface ServiceRoutesOptions {
  /** What the service page's header shows beside the name: another feature's state and actions. */
  loadHeaderActions: () => Promise<ServiceHeaderSlot>;
  /** Code fetched with the service pages' own, so what the shell shows around them renders without waiting. */
  loadAlongside: () => Promise<unknown>;
  /** The service page's tabs other features own (deployments, logs), beside its overview and settings. */
  servicePages: RouteObject[];
}

export const serviceRoutes = ({
  loadHeaderActions,
  loadAlongside,
  servicePages,
}: ServiceRoutesOptions): RouteObject[] => [
  {
    path: routePatterns.newService,
    handle: routeHandle(['projects', 'project', 'environment', 'new-service'], 'projects'),
    lazy: {
      Component: async () => (await import('./pages/NewServicePage')).NewServicePage,
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
          Component: async () => (await import('./pages/ServiceOverviewPage')).ServiceOverviewPage,
        },
      },
      {
        path: routePatterns.serviceSettings,
        lazy: {
          Component: async () => (await import('./pages/ServiceSettingsPage')).ServiceSettingsPage,
        },
      },
      ...servicePages,
    ],
  },
];
