import { Navigate, type RouteObject } from 'react-router';
import { routePatterns } from '../lib/paths';
import { HomeRedirect } from './HomeRedirect';
import { PageLoading } from './PageLoading';
import { RequireSession } from './RequireSession';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeHandle';

const handle = (crumbs: RouteHandle['crumbs'], section: RouteHandle['section']): RouteHandle => ({
  crumbs,
  section,
});

/**
 * Every page loads its own code on first visit, so signing in does not download the console and a page does not
 * download the others. A router resolves lazy routes in place, so each router gets fresh route objects.
 */
export const createRoutes = (): RouteObject[] => [
  {
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      {
        path: routePatterns.signIn,
        lazy: { Component: async () => (await import('../features/auth/pages/SignInPage')).SignInPage },
      },
      {
        Component: RequireSession,
        children: [
          {
            lazy: { Component: async () => (await import('./shell/AppShell')).AppShell },
            children: [
              {
                // A failing page leaves the shell standing around its error.
                errorElement: <RouteError inShell />,
                children: [
                  { index: true, Component: HomeRedirect },
                  {
                    path: routePatterns.projects,
                    handle: handle(['projects'], 'projects'),
                    lazy: {
                      Component: async () =>
                        (await import('../features/projects/pages/ProjectsPage')).ProjectsPage,
                    },
                  },
                  {
                    path: routePatterns.project,
                    handle: handle(['projects', 'project'], 'projects'),
                    lazy: {
                      Component: async () =>
                        (await import('../features/projects/pages/ProjectPage')).ProjectPage,
                    },
                  },
                  {
                    path: routePatterns.settings,
                    lazy: {
                      Component: async () => (await import('./settings/SettingsLayout')).SettingsLayout,
                    },
                    children: [
                      { index: true, element: <Navigate to="general" replace /> },
                      {
                        path: routePatterns.generalSettings,
                        handle: handle(['settings', 'settings-general'], 'settings-general'),
                        lazy: {
                          Component: async () =>
                            (await import('../features/organizations/pages/GeneralSettingsPage'))
                              .GeneralSettingsPage,
                        },
                      },
                      {
                        path: routePatterns.apiTokens,
                        handle: handle(['settings', 'settings-api-tokens'], 'settings-api-tokens'),
                        lazy: {
                          Component: async () =>
                            (await import('../features/api-tokens/pages/ApiTokensPage')).ApiTokensPage,
                        },
                      },
                    ],
                  },
                  {
                    path: '*',
                    lazy: { Component: async () => (await import('./NotFoundPage')).NotFoundPage },
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
