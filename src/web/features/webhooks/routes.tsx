import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';
import { lazyExport } from '../../ui/lazyWithPreload';

/** The organization's webhooks: a section of the settings page. */
export const webhookSettingsRoutes = (): RouteObject[] => [
  {
    path: routePatterns.webhooks,
    handle: routeHandle(['settings', 'settings-webhooks'], 'settings-webhooks'),
    lazy: {
      Component: lazyExport(() => import('./pages/WebhooksPage'), 'WebhooksPage'),
    },
  },
];
