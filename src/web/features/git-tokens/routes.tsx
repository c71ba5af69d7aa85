import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';
import { lazyExport } from '../../ui/lazyWithPreload';

/** The organization's git tokens: a section of the settings page. */
export const gitTokenSettingsRoutes = (): RouteObject[] => [
  {
    path: routePatterns.gitTokens,
    handle: routeHandle(['settings', 'settings-git-tokens'], 'settings-git-tokens'),
    lazy: {
      Component: lazyExport(() => import('./pages/GitTokensPage'), 'GitTokensPage'),
    },
  },
];
