import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Environment } from '../../../contract';
import { useEnvironmentOutlet } from '../../lib/outletContexts';
import { routePatterns } from '../../lib/paths';
import { routeHandle } from '../../lib/routeHandle';
import type { ServiceSelectionActionsProps } from './components/serviceSelectionSlot';

export const loadProjectEnvironmentsSection = () => import('./pages/ProjectEnvironmentsSection');

/** The project page's list of environments: the index of the project's route. */
export const projectEnvironmentsRoutes = (): RouteObject[] => [
  {
    index: true,
    lazy: {
      Component: async () => (await loadProjectEnvironmentsSection()).ProjectEnvironmentsSection,
    },
  },
];

interface EnvironmentRoutesOptions {
  /** The actions on the services chosen in the environment's table (deploy, restart, stop), another feature's. */
  loadSelectionActions: () => Promise<ComponentType<ServiceSelectionActionsProps>>;
  /** What the environment's overview shows above its services, another feature's (the deployment panel). */
  loadDeploymentPanel: () => Promise<ComponentType<{ environment: Environment }>>;
  /** The environment page's sections other features own (its deployment stages), beside its overview. */
  environmentSections: RouteObject[];
}

export const environmentRoutes = ({
  loadSelectionActions,
  loadDeploymentPanel,
  environmentSections,
}: EnvironmentRoutesOptions): RouteObject[] => [
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
