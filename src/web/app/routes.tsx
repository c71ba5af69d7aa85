import { useEffect } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { ServiceSelectionActionsProps } from '../features/environments/components/serviceSelectionSlot';
import { routePatterns } from '../lib/paths';
import { useEnvironmentOutlet } from '../lib/outletContexts';
import { whenIdle } from '../ui/lazyWithPreload';
import { PageLoading } from './PageLoading';
import { RequireSession } from './RequireSession';
import { RouteError } from './RouteError';
import { LazyServiceCrumb } from './shell/lazyCrumbs';
import type { RouteHandle } from './routeHandle';

const loadAppShell = () => import('./shell/AppShell');
const loadHome = () => import('./HomeRedirect');
const loadProjects = () => import('../features/projects/pages/ProjectsPage');
const loadProject = () => import('../features/projects/pages/ProjectPage');
const loadProjectEnvironments = () => import('../features/environments/pages/ProjectEnvironmentsSection');

/** Fetches the code of the pages a person most likely opens next once the browser is idle, so they open at once. */
function usePreloadRoutesWhenIdle(...loads: (() => Promise<unknown>)[]) {
  useEffect(
    () => whenIdle(() => loads.forEach((load) => void load().catch(() => undefined))),
    // The pages to preload are fixed per route.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}

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
        lazy: {
          Component: async () => {
            const { SignInPage } = await import('../features/auth/pages/SignInPage');
            // Signing in opens the first organization's projects (through /).
            return function SignInRoute() {
              usePreloadRoutesWhenIdle(loadAppShell, loadHome, loadProjects);
              return <SignInPage />;
            };
          },
        },
      },
      {
        Component: RequireSession,
        children: [
          {
            lazy: {
              Component: async () => {
                const { AppShell } = await loadAppShell();
                // From the projects, most visits go on to a project.
                return function Shell() {
                  usePreloadRoutesWhenIdle(loadProjects, loadProject, loadProjectEnvironments);
                  return <AppShell />;
                };
              },
            },
            children: [
              {
                // A failing page leaves the shell standing around its error.
                errorElement: <RouteError inShell />,
                children: [
                  { index: true, lazy: { Component: async () => (await loadHome()).HomeRedirect } },
                  {
                    path: routePatterns.projects,
                    handle: handle(['projects'], 'projects'),
                    lazy: {
                      Component: async () => (await loadProjects()).ProjectsPage,
                    },
                  },
                  {
                    path: routePatterns.project,
                    handle: handle(['projects', 'project'], 'projects'),
                    lazy: {
                      Component: async () => (await loadProject()).ProjectPage,
                    },
                    // The environments feature owns the project page's list of environments.
                    children: [
                      {
                        index: true,
                        lazy: {
                          Component: async () => (await loadProjectEnvironments()).ProjectEnvironmentsSection,
                        },
                      },
                    ],
                  },
                  {
                    path: routePatterns.environment,
                    handle: handle(['projects', 'project', 'environment'], 'projects'),
                    lazy: {
                      // Its services table offers the deployments feature's actions on the services chosen in it.
                      Component: async () => {
                        const [
                          { EnvironmentPage },
                          { ServiceSelectionActionsSlot },
                          { SelectedServicesActions },
                        ] = await Promise.all([
                          import('../features/environments/pages/EnvironmentPage'),
                          import('../features/environments/components/serviceSelectionSlot'),
                          import('../features/deployments/components/SelectedServicesActions'),
                        ]);
                        const selectionActions = (props: ServiceSelectionActionsProps) => (
                          <SelectedServicesActions {...props} />
                        );
                        return function EnvironmentWithDeployments() {
                          return (
                            <ServiceSelectionActionsSlot value={selectionActions}>
                              <EnvironmentPage />
                            </ServiceSelectionActionsSlot>
                          );
                        };
                      },
                    },
                    children: [
                      // The overview: the deployments feature's panel, then the environment's services.
                      {
                        index: true,
                        lazy: {
                          Component: async () => {
                            const [{ EnvironmentDeploymentSection }, { EnvironmentServicesSection }] =
                              await Promise.all([
                                import('../features/deployments/pages/EnvironmentDeploymentSection'),
                                import('../features/environments/pages/EnvironmentServicesSection'),
                              ]);
                            return function EnvironmentOverviewSections() {
                              const { environment } = useEnvironmentOutlet();
                              return (
                                <>
                                  <EnvironmentDeploymentSection environment={environment} />
                                  <EnvironmentServicesSection />
                                </>
                              );
                            };
                          },
                        },
                      },
                      // The stages feature's board, with the deployments feature's actions to run them.
                      {
                        path: routePatterns.environmentStages,
                        lazy: {
                          Component: async () => {
                            const [{ EnvironmentStagesPage }, { EnvironmentDeploymentActions }] =
                              await Promise.all([
                                import('../features/stages/pages/EnvironmentStagesPage'),
                                import('../features/deployments/components/EnvironmentDeploymentActions'),
                              ]);
                            return function EnvironmentStagesWithDeployments() {
                              const { environment } = useEnvironmentOutlet();
                              return (
                                <EnvironmentStagesPage
                                  actions={<EnvironmentDeploymentActions environment={environment} />}
                                />
                              );
                            };
                          },
                        },
                      },
                    ],
                  },
                  {
                    path: routePatterns.newService,
                    handle: handle(['projects', 'project', 'environment', 'new-service'], 'projects'),
                    lazy: {
                      Component: async () =>
                        (await import('../features/services/pages/NewServicePage')).NewServicePage,
                    },
                  },
                  {
                    path: routePatterns.service,
                    handle: handle(['projects', 'project', 'environment', 'service'], 'projects'),
                    lazy: {
                      // The service page's header shows the deployments feature's state and actions.
                      Component: async () => {
                        const [{ ServiceLayout }, { ServiceHeaderActions }] = await Promise.all([
                          import('../features/services/pages/ServiceLayout'),
                          import('../features/deployments/components/ServiceHeaderActions'),
                          LazyServiceCrumb.preload(),
                        ]);
                        return function ServiceWithDeployments() {
                          return <ServiceLayout headerActions={ServiceHeaderActions} />;
                        };
                      },
                    },
                    children: [
                      {
                        index: true,
                        lazy: {
                          Component: async () =>
                            (await import('../features/services/pages/ServiceOverviewPage'))
                              .ServiceOverviewPage,
                        },
                      },
                      {
                        path: routePatterns.serviceSettings,
                        lazy: {
                          Component: async () =>
                            (await import('../features/services/pages/ServiceSettingsPage'))
                              .ServiceSettingsPage,
                        },
                      },
                      // The deployments feature owns a service's deployment history, deployment views and logs.
                      {
                        path: routePatterns.serviceDeployments,
                        lazy: {
                          Component: async () =>
                            (await import('../features/deployments/pages/ServiceDeploymentsPage'))
                              .ServiceDeploymentsPage,
                        },
                      },
                      {
                        path: routePatterns.serviceDeployment,
                        handle: handle(
                          ['projects', 'project', 'environment', 'service', 'deployment'],
                          'projects',
                        ),
                        lazy: {
                          Component: async () =>
                            (await import('../features/deployments/pages/DeploymentPage')).DeploymentPage,
                        },
                      },
                      {
                        path: routePatterns.serviceLogs,
                        lazy: {
                          Component: async () =>
                            (await import('../features/deployments/pages/ServiceLogsPage')).ServiceLogsPage,
                        },
                      },
                    ],
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
                      {
                        path: routePatterns.gitTokens,
                        handle: handle(['settings', 'settings-git-tokens'], 'settings-git-tokens'),
                        lazy: {
                          Component: async () =>
                            (await import('../features/git-tokens/pages/GitTokensPage')).GitTokensPage,
                        },
                      },
                      {
                        path: routePatterns.containerRegistries,
                        handle: handle(
                          ['settings', 'settings-container-registries'],
                          'settings-container-registries',
                        ),
                        lazy: {
                          Component: async () =>
                            (await import('../features/registries/pages/ContainerRegistriesPage'))
                              .ContainerRegistriesPage,
                        },
                      },
                      {
                        path: routePatterns.helmRepositories,
                        handle: handle(
                          ['settings', 'settings-helm-repositories'],
                          'settings-helm-repositories',
                        ),
                        lazy: {
                          Component: async () =>
                            (await import('../features/registries/pages/HelmRepositoriesPage'))
                              .HelmRepositoriesPage,
                        },
                      },
                      {
                        path: routePatterns.webhooks,
                        handle: handle(['settings', 'settings-webhooks'], 'settings-webhooks'),
                        lazy: {
                          Component: async () =>
                            (await import('../features/webhooks/pages/WebhooksPage')).WebhooksPage,
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
