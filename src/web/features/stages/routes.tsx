import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Environment } from '../../../contract';
import { useEnvironmentOutlet } from '../../lib/outletContexts';
import { routePatterns } from '../../lib/paths';

/**
 * The environment's deployment stages as a board: a section of the environment page, beside its overview.
 * `loadDeploymentActions` loads the actions that run the stages (Deploy environment and the like), another
 * feature's, shown beside the board.
 */
export const environmentStagesRoutes = (
  loadDeploymentActions: () => Promise<ComponentType<{ environment: Environment }>>,
): RouteObject[] => [
  {
    path: routePatterns.environmentStages,
    lazy: {
      Component: async () => {
        const [{ EnvironmentStagesPage }, DeploymentActions] = await Promise.all([
          import('./pages/EnvironmentStagesPage'),
          loadDeploymentActions(),
        ]);
        return function EnvironmentStagesWithDeploymentActions() {
          const { environment } = useEnvironmentOutlet();
          return <EnvironmentStagesPage actions={<DeploymentActions environment={environment} />} />;
        };
      },
    },
  },
];
