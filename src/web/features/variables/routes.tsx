import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { lazyExport } from '../../ui/lazyWithPreload';

/** The project's variables: a section of the project page, beside its environments. */
export const projectVariablesRoutes = (): RouteObject[] => [
  {
    path: routePatterns.projectVariables,
    lazy: { Component: lazyExport(() => import('./pages/ProjectVariablesPage'), 'ProjectVariablesPage') },
  },
];

/** The environment's variables: a section of the environment page, beside its overview and stages. */
export const environmentVariablesRoutes = (): RouteObject[] => [
  {
    path: routePatterns.environmentVariables,
    lazy: {
      Component: lazyExport(() => import('./pages/EnvironmentVariablesPage'), 'EnvironmentVariablesPage'),
    },
  },
];

/** A service's variables: a tab of the service page. */
export const serviceVariablesRoutes = (): RouteObject[] => [
  {
    path: routePatterns.serviceVariables,
    lazy: { Component: lazyExport(() => import('./pages/ServiceVariablesPage'), 'ServiceVariablesPage') },
  },
];
