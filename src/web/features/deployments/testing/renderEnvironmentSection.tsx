import type { ApiTokenScope } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { environment, ENVIRONMENT_ID, PROJECT_ID } from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import type { MockApi } from '../../../test/mockApi';
import { renderRoutes, signInAs } from '../../../test/render';
import { EnvironmentDeploymentSection } from '../pages/EnvironmentDeploymentSection';

export const staging = environment({ id: ENVIRONMENT_ID, name: 'staging' });

/** The environment page's deployment panel in its outlet, for the environment "staging", signed in at `scope`. */
export function renderEnvironmentSection(api: MockApi, scope: ApiTokenScope = 'DEPLOY') {
  signInAs(api, scope);
  return renderRoutes(
    [
      {
        path: routePatterns.environment,
        element: <EnvironmentDeploymentSection environment={staging} />,
      },
      { path: routePatterns.serviceDeployment, element: <p>Deployment view</p> },
    ],
    paths.environment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID),
  );
}
