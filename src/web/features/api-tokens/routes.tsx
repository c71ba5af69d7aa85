import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';
import { lazyExport } from '../../ui/lazyWithPreload';

/** The organization's API tokens: a section of the settings page. */
export const apiTokenSettingsRoutes = (): RouteObject[] => [
  {
    path: routePatterns.apiTokens,
    handle: routeHandle(['settings', 'settings-api-tokens'], 'settings-api-tokens'),
    lazy: {
      Component: lazyExport(() => import('./pages/ApiTokensPage'), 'ApiTokensPage'),
    },
  },
];
