import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Environment } from '../../../contract';
import { useEnvironmentOutlet } from '../../lib/outletContexts';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';
import { lazyExport } from '../../ui/lazyWithPreload';
import type { ServiceSelectionActionsProps } from './components/serviceSelectionSlot';

export const loadProjectEnvironmentsSection = () => import('./pages/ProjectEnvironmentsSection');

/** The project page's list of environments: the index of the project's route. */
export const projectEnvironmentsRoutes = (): RouteObject[] => [
  {
    index: true,
    lazy: {
      Component: lazyExport(loadProjectEnvironmentsSection, 'ProjectEnvironmentsSection'),
    },
  },
];

/**
 * The environment page and its overview. `environmentSections` are its sections other features own (its deployment
 * stages), beside the overview; `loadDeploymentPanel` loads what the overview shows above its services, another
 * feature's (the deployment panel); `loadSelectionActions` loads the actions on the services chosen in its table
 * (deploy, restart, stop), another feature's.
 */
export const environmentRoutes = (
  environmentSections: RouteObject[],
  loadDeploymentPanel: () => Promise<ComponentType<{ environment: Environment }>>,
  loadSelectionActions: () => Promise<ComponentType<ServiceSelectionActionsProps>>,
): RouteObject[] => [
  {
    path: routePatterns.environment,
    handle: routeHandle(['projects', 'project', 'environment'], 'projects'),
    lazy: {
      // Loaded together, so the table shows its checkboxes from the first render.
      Component: async () => {
        const [{ EnvironmentPage }, { ServiceSelectionActionsSlot }, SelectionActions] = await Promise.all([
          import('./pages/EnvironmentPage'),
          import('./components/serviceSelectionSlot'),
          loadSelectionActions(),
        ]);
        const selectionActions = (props: ServiceSelectionActionsProps) => <SelectionActions {...props} />;
        return function EnvironmentWithSelectionActions() {
          return (
            <ServiceSelectionActionsSlot value={selectionActions}>
              <EnvironmentPage />
            </ServiceSelectionActionsSlot>
          );
        };
      },
    },
    children: [
      // The overview: the deployment panel, then the environment's services.
      {
        index: true,
        lazy: {
          Component: async () => {
            const [DeploymentPanel, { EnvironmentServicesSection }] = await Promise.all([
              loadDeploymentPanel(),
              import('./pages/EnvironmentServicesSection'),
            ]);
            return function EnvironmentOverviewSections() {
              const { environment } = useEnvironmentOutlet();
              return (
                <>
                  <DeploymentPanel environment={environment} />
                  <EnvironmentServicesSection />
                </>
              );
            };
          },
        },
      },
      ...environmentSections,
    ],
  },
];
