import { Navigate, type RouteObject } from 'react-router';
import { accessSettingsRoutes, invitationRoutes } from '../features/access/routes';
import { apiTokenSettingsRoutes } from '../features/api-tokens/routes';
import {
  clusterAdvancedSettingsRoutes,
  serviceAdvancedSettingsRoutes,
} from '../features/advancedSettings/routes';
import {
  auditLogSettingsRoutes,
  environmentActivityRoutes,
  projectActivityRoutes,
  serviceActivityRoutes,
} from '../features/audit/routes';
import { authRoutes } from '../features/auth/routes';
import {
  loadEnvironmentDeploymentActions,
  loadEnvironmentDeploymentPanel,
  loadSelectedServicesActions,
  loadServiceHeaderActions,
  serviceDeploymentRoutes,
} from '../features/deployments/routes';
import {
  environmentRoutes,
  loadProjectEnvironmentsSection,
  projectEnvironmentsRoutes,
} from '../features/environments/routes';
import { clusterRoutes } from '../features/clusters/routes';
import { gitTokenSettingsRoutes } from '../features/git-tokens/routes';
import { organizationSettingsRoutes } from '../features/organizations/routes';
import { loadProjectPage, loadProjectsPage, projectRoutes } from '../features/projects/routes';
import { registrySettingsRoutes } from '../features/registries/routes';
import { allServicesRoutes, serviceRoutes } from '../features/services/routes';
import { environmentStagesRoutes } from '../features/stages/routes';
import { environmentScheduleRoutes, projectRulesRoutes } from '../features/deploymentRules/routes';
import {
  environmentVariablesRoutes,
  projectVariablesRoutes,
  serviceVariablesRoutes,
} from '../features/variables/routes';
import { webhookSettingsRoutes } from '../features/webhooks/routes';
import { routePatterns } from '../lib/paths';
import { lazyExport, usePreloadPagesWhenIdle } from '../ui/lazyWithPreload';
import { PageLoading } from './PageLoading';
import { RequireSession } from './RequireSession';
import { RouteError } from './RouteError';
import { RouteIdsGuard } from './RouteIdsGuard';
import { LazyServiceCrumb } from './shell/lazyCrumbs';

const loadAppShell = () => import('./shell/AppShell');
const loadHome = () => import('./HomeRedirect');

/**
 * Every page loads its own code on first visit, so signing in does not download the console and a page does not
 * download the others. A router resolves lazy routes in place, so each router gets fresh route objects.
 *
 * Each feature declares the routes it owns (features/<x>/routes.tsx); this file places them. Where a page is made of
 * two features, the parent's fragment takes the other feature's routes (or components) as a parameter.
 */
export const createRoutes = (): RouteObject[] => [
  {
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      // Signing in opens the first organization's projects (through /).
      ...authRoutes([loadAppShell, loadHome, loadProjectsPage]),
      ...invitationRoutes(),
      {
        Component: RequireSession,
        children: [
          {
            lazy: {
              Component: async () => {
                const { AppShell } = await loadAppShell();
                // From the projects, most visits go on to a project.
                return function Shell() {
                  usePreloadPagesWhenIdle([
                    loadProjectsPage,
                    loadProjectPage,
                    loadProjectEnvironmentsSection,
                  ]);
                  return <AppShell />;
                };
              },
            },
            children: [
              {
                // A failing page leaves the shell standing around its error.
                errorElement: <RouteError inShell />,
                // Addresses whose ids cannot name a record say so before any page asks the API.
                Component: RouteIdsGuard,
                children: [
                  { index: true, lazy: { Component: lazyExport(loadHome, 'HomeRedirect') } },
                  ...projectRoutes([
                    ...projectEnvironmentsRoutes(),
                    ...projectVariablesRoutes(),
                    ...projectRulesRoutes(),
                    ...projectActivityRoutes(),
                  ]),
                  ...clusterRoutes(),
                  ...clusterAdvancedSettingsRoutes(),
                  ...allServicesRoutes(),
                  ...environmentRoutes(
                    [
                      ...environmentStagesRoutes(loadEnvironmentDeploymentActions),
                      ...environmentVariablesRoutes(),
                      ...environmentScheduleRoutes(),
                      ...environmentActivityRoutes(),
                    ],
                    loadEnvironmentDeploymentPanel,
                    loadSelectedServicesActions,
                  ),
                  ...serviceRoutes(
                    [
                      ...serviceDeploymentRoutes(),
                      ...serviceVariablesRoutes(),
                      ...serviceAdvancedSettingsRoutes(),
                      ...serviceActivityRoutes(),
                    ],
                    loadServiceHeaderActions,
                    // The service crumb needs the services feature's kinds and schemas (see lazyCrumbs.ts).
                    LazyServiceCrumb.preload,
                  ),
                  {
                    path: routePatterns.settings,
                    lazy: {
                      Component: lazyExport(() => import('./settings/SettingsLayout'), 'SettingsLayout'),
                    },
                    children: [
                      { index: true, element: <Navigate to="general" replace /> },
                      ...organizationSettingsRoutes(),
                      ...apiTokenSettingsRoutes(),
                      ...gitTokenSettingsRoutes(),
                      ...registrySettingsRoutes(),
                      ...webhookSettingsRoutes(),
                      ...auditLogSettingsRoutes(),
                      ...accessSettingsRoutes(),
                    ],
                  },
                  {
                    path: '*',
                    lazy: { Component: lazyExport(() => import('./NotFoundPage'), 'NotFoundPage') },
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
