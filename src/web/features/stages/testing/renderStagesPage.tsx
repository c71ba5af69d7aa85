import { act, screen, within } from '@testing-library/react';
import {
  authEndpoints,
  deploymentStageEndpoints,
  environmentServiceEndpoints,
  type ApiTokenScope,
  type DeploymentStageList,
  type EnvironmentStatusesWithStages,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ENVIRONMENT_ID, PROJECT_ID } from '../../../test/environmentFixtures';
import { identity, ORG_ID } from '../../../test/fixtures';
import type { MockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { EnvironmentStagesPage } from '../pages/EnvironmentStagesPage';
import { liveAnswer, serviceListAnswer, threeStages } from './fixtures';

/** The stages page of the environment, signed in at `scope`, its stages, names and live view answered. */
export function renderStagesPage(
  api: MockApi,
  {
    stages = threeStages(),
    live = liveAnswer([]),
    scope = 'WRITE',
    deploymentId,
  }: {
    stages?: DeploymentStageList;
    live?: EnvironmentStatusesWithStages;
    scope?: ApiTokenScope;
    /** Opens the page on this past deployment. */
    deploymentId?: string;
  } = {},
) {
  signInAs(api, scope);
  api.on(authEndpoints.whoAmI, { body: identity(scope) });
  api.on(deploymentStageEndpoints.list, { body: stages });
  api.on(environmentServiceEndpoints.listAll, { body: serviceListAnswer() });
  api.on(deploymentStageEndpoints.statusesWithStages, { body: live });
  return renderPage(EnvironmentStagesPage, {
    path: routePatterns.environmentStages,
    url: paths.environmentStages(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, deploymentId),
  });
}

/** Lets the keyboard sensor start listening: it attaches its key handler a tick after a drag starts. */
export const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** A stage's column on the board, by its name. */
export const stageColumn = (name: string) => screen.getByRole('region', { name });

/** The stages' names as the board shows them, in order. */
export const boardStageNames = () =>
  within(screen.getByRole('region', { name: 'Stages in deployment order' }))
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-label'));
