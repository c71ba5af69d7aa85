import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';
import { lazyExport } from '../../ui/lazyWithPreload';

const loadActivityPage = () => import('./pages/RecentActivityPage');

/** The organization's audit log: a section of the settings page. */
export const auditLogSettingsRoutes = (): RouteObject[] => [
  {
    path: routePatterns.auditLog,
    handle: routeHandle(['settings', 'settings-audit-log'], 'settings-audit-log'),
    lazy: { Component: lazyExport(() => import('./pages/AuditLogPage'), 'AuditLogPage') },
  },
];

/** A project's recent events: a section of the project page. */
export const projectActivityRoutes = (): RouteObject[] => [
  {
    path: routePatterns.projectActivity,
    lazy: { Component: lazyExport(loadActivityPage, 'ProjectActivityPage') },
  },
];

/** An environment's recent events: a section of the environment page. */
export const environmentActivityRoutes = (): RouteObject[] => [
  {
    path: routePatterns.environmentActivity,
    lazy: { Component: lazyExport(loadActivityPage, 'EnvironmentActivityPage') },
  },
];

/** A service's recent events: a tab of the service page. */
export const serviceActivityRoutes = (): RouteObject[] => [
  {
    path: routePatterns.serviceActivity,
    lazy: { Component: lazyExport(loadActivityPage, 'ServiceActivityPage') },
  },
];
