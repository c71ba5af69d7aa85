import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type EnvironmentDeployment, environmentDeploymentEndpoints } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import {
  application,
  database,
  environment,
  ENVIRONMENT_ID,
  PROJECT_ID,
} from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderRoutes, signInAs } from '../../../test/render';
import {
  environmentDeployment,
  environmentStatuses,
  serviceDeployment,
  serviceStatus,
} from '../testing/fixtures';
import { EnvironmentDeploymentSection } from './EnvironmentDeploymentSection';

const staging = environment({ id: ENVIRONMENT_ID, name: 'staging' });
const web = application('web');
const db = database('orders-db', 'POSTGRESQL', '16');
const dbDone = serviceDeployment({ ...db, type: 'DATABASE' }, { stage: { index: 0, name: 'Databases' } });
const webRunning = serviceDeployment(web, {
  state: 'DEPLOYING',
  ended_at: null,
  total_duration_sec: null,
  stage: { index: 1, name: 'Applications' },
});
const running = environmentDeployment([dbDone, webRunning], {
  status: 'RUNNING',
  state: 'DEPLOYING',
  ended_at: null,
  total_duration_sec: null,
  stages: [
    {
      stage_id: null,
      name: 'Databases',
      status: 'DONE',
      started_at: '2025-05-01T10:00:00Z',
      ended_at: '2025-05-01T10:00:20Z',
      service_ids: [db.id],
      skipped_service_ids: [],
      reason: null,
    },
    {
      stage_id: null,
      name: 'Applications',
      status: 'ONGOING',
      started_at: '2025-05-01T10:00:20Z',
      ended_at: null,
      service_ids: [web.id],
      skipped_service_ids: [],
      reason: null,
    },
  ],
});

function setUp(inFlight: boolean, latest?: EnvironmentDeployment) {
  const api = mockApi()
    .on(environmentDeploymentEndpoints.statuses, {
      body: environmentStatuses(
        {
          applications: [serviceStatus(web.id, inFlight ? 'DEPLOYING' : 'DEPLOYED')],
          databases: [serviceStatus(db.id, 'DEPLOYED')],
        },
        inFlight ? 'DEPLOYING' : 'DEPLOYED',
      ),
    })
    .on(environmentDeploymentEndpoints.history, {
      body: { results: [latest ?? (inFlight ? running : { ...running, status: 'DONE', state: 'DEPLOYED' })] },
    });
  signInAs(api, 'DEPLOY');
  const view = renderRoutes(
    [
      {
        path: routePatterns.environment,
        element: <EnvironmentDeploymentSection environment={staging} />,
      },
      { path: routePatterns.serviceDeployment, element: <p>Deployment view</p> },
    ],
    paths.environment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID),
  );
  return { api, ...view };
}

describe('environment deployment panel', { timeout: 45_000 }, () => {
  it('shows the current deployment stage by stage, each service with its state', async () => {
    setUp(true);
    const stages = await screen.findByRole('list', { name: 'Stages' });
    const [first, second] = within(stages).getAllByRole('listitem');
    expect(first).toHaveTextContent('Databases');
    expect(first).toHaveTextContent('Succeeded');
    expect(within(first!).getByRole('link', { name: 'orders-db' })).toHaveAttribute(
      'href',
      paths.serviceDeployment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'database', db.id, dbDone.id),
    );
    expect(second).toHaveAttribute('aria-current', 'step');
    expect(second).toHaveTextContent('Deploying');
    expect(screen.getByText('1 of 2 services done')).toBeInTheDocument();
    expect(screen.getByText(/by Demo User via Console/)).toBeInTheDocument();
  });

  it('says the platform made the deployment it made on its own, and on what occasion', async () => {
    setUp(true, { ...running, origin: 'PLATFORM_INTERNAL', triggered_by: 'first start' });
    expect(await screen.findByText(/by the platform at first start/)).toBeInTheDocument();
    expect(screen.queryByText(/Demo User|via Console/)).not.toBeInTheDocument();
  });

  it('cancels a running deployment after confirmation, deploy waiting meanwhile', async () => {
    const { user, api } = setUp(true);
    api.on(environmentDeploymentEndpoints.cancel, {
      status: 202,
      body: {
        id: 'request-1',
        status: 'RUNNING',
        environment_id: ENVIRONMENT_ID,
        created_at: '2025-05-01T10:00:00Z',
      },
    });
    const deploy = await screen.findByRole('button', { name: 'Deploy environment' });
    await waitFor(() =>
      expect(deploy).toHaveAccessibleDescription(
        'A deployment of staging is under way: wait for it to end, or cancel it.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel deployment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the deployment of staging?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel deployment' }));
    expect(await screen.findByText('Canceling the deployment of staging.')).toBeInTheDocument();
    expect(api.sent(environmentDeploymentEndpoints.cancel)[0]).toMatchObject({
      path: `/environment/${ENVIRONMENT_ID}/cancelDeployment`,
      body: { force_cancel: false },
    });
  });

  it('deploys the whole environment, saying how many services', async () => {
    const { user, api } = setUp(false);
    api.on(environmentDeploymentEndpoints.deploy, {
      status: 202,
      body: {
        id: 'request-9',
        status: 'QUEUED',
        environment_id: ENVIRONMENT_ID,
        created_at: '2025-05-01T11:00:00Z',
      },
    });
    const deploy = await screen.findByRole('button', { name: 'Deploy environment' });
    await waitFor(() => expect(deploy).toBeEnabled());
    await user.click(deploy);
    const dialog = await screen.findByRole('dialog', { name: 'Deploy staging?' });
    expect(dialog).toHaveTextContent('This deploys the 2 services of staging');
    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    expect(await screen.findByText('Deployment of staging queued.')).toBeInTheDocument();
    expect(api.sent(environmentDeploymentEndpoints.deploy)).toHaveLength(1);
  });

  it('says why stages did not run, how many services a stage skipped, and why a request was set aside', async () => {
    const failed: EnvironmentDeployment = {
      ...running,
      status: 'DONE',
      state: 'DEPLOYMENT_ERROR',
      reason:
        'The platform could not carry out this request and set it aside: service web was placed but not found',
      stages: [
        { ...running.stages[0]!, status: 'ERROR', skipped_service_ids: ['a', 'b'] },
        {
          ...running.stages[1]!,
          status: 'CANCELED',
          reason: 'Not run: orders-db failed in stage "Databases"',
        },
      ],
    };
    setUp(false, failed);
    const stages = await screen.findByRole('list', { name: 'Stages' });
    const [first, second] = within(stages).getAllByRole('listitem');
    await waitFor(() => expect(first).toHaveTextContent('2 services skipped by the stage'));
    expect(second).toHaveTextContent('Not run: orders-db failed in stage "Databases"');
    expect(screen.getByRole('alert')).toHaveTextContent(/set it aside: service web was placed but not found/);
  });
});
