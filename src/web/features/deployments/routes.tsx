import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';
import { lazyExport } from '../../ui/lazyWithPreload';

/** Deploy, Restart and Stop for the services chosen in an environment's table. */
export const loadSelectedServicesActions = lazyExport(
  () => import('./components/SelectedServicesActions'),
  'SelectedServicesActions',
);

/** A service's state and actions, for the service page's header. */
export const loadServiceHeaderActions = lazyExport(
  () => import('./components/ServiceHeaderActions'),
  'ServiceHeaderActions',
);

/** The environment's deployment panel, at the top of its overview. */
export const loadEnvironmentDeploymentPanel = lazyExport(
  () => import('./pages/EnvironmentDeploymentSection'),
  'EnvironmentDeploymentSection',
);

/** Deploy environment and the actions beside it, for the environment's stage board. */
export const loadEnvironmentDeploymentActions = lazyExport(
  () => import('./components/EnvironmentDeploymentActions'),
  'EnvironmentDeploymentActions',
);

/** A service's deployment history, its deployments one by one, and its logs: tabs of the service page. */
export const serviceDeploymentRoutes = (): RouteObject[] => [
  {
    path: routePatterns.serviceDeployments,
    lazy: {
      Component: lazyExport(() => import('./pages/ServiceDeploymentsPage'), 'ServiceDeploymentsPage'),
    },
  },
  {
    path: routePatterns.serviceDeployment,
    handle: routeHandle(['projects', 'project', 'environment', 'service', 'deployment'], 'projects'),
    lazy: {
      Component: lazyExport(() => import('./pages/DeploymentPage'), 'DeploymentPage'),
    },
  },
  {
    path: routePatterns.serviceLogs,
    lazy: {
      Component: lazyExport(() => import('./pages/ServiceLogsPage'), 'ServiceLogsPage'),
    },
  },
];
