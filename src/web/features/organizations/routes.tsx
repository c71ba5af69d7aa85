import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';
import { lazyExport } from '../../ui/lazyWithPreload';

/** The organization's general settings: a section of the settings page. */
export const organizationSettingsRoutes = (): RouteObject[] => [
  {
    path: routePatterns.generalSettings,
    handle: routeHandle(['settings', 'settings-general'], 'settings-general'),
    lazy: {
      Component: lazyExport(() => import('./pages/GeneralSettingsPage'), 'GeneralSettingsPage'),
    },
  },
];
