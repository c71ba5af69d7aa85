import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { lazyExport } from '../../ui/lazyWithPreload';

/** The environment's schedule (its deployment rule): a section of the environment page. */
export const environmentScheduleRoutes = (): RouteObject[] => [
  {
    path: routePatterns.environmentSchedule,
    lazy: {
      Component: lazyExport(() => import('./pages/EnvironmentSchedulePage'), 'EnvironmentSchedulePage'),
    },
  },
];

/** The project's deployment rules: a section of the project page. */
export const projectRulesRoutes = (): RouteObject[] => [
  {
    path: routePatterns.projectDeploymentRules,
    lazy: { Component: lazyExport(() => import('./pages/ProjectRulesPage'), 'ProjectRulesPage') },
  },
];
