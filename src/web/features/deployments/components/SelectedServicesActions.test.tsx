import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  environmentDeploymentEndpoints,
  type ApiTokenScope,
  type EnvironmentStatuses,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import {
  application,
  container,
  cronJob,
  database,
  ENVIRONMENT_ID,
  PROJECT_ID,
} from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import { apiError, mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import type { ChosenService } from '../model/selectedServicesActions';
import { environmentStatuses, serviceStatus } from '../testing/fixtures';
import { SelectedServicesActions } from './SelectedServicesActions';

const web = application('web');
const api = application('api');
const cache = container('cache', 'redis', '7.4');
const db = database('orders-db', 'POSTGRESQL', '16');
const nightly = cronJob('nightly', 'acme/reports', 'v3');
const infra: ChosenService = {
  id: 'cdcdcdcd-9999-4000-8000-000000000000',
  name: 'infra',
  service_type: 'TERRAFORM',
};

const statuses = (state: Parameters<typeof serviceStatus>[1] = 'DEPLOYED') =>
  environmentStatuses({
    applications: [serviceStatus(web.id, state), serviceStatus(api.id, 'READY')],
    containers: [serviceStatus(cache.id, 'DEPLOYED')],
    databases: [serviceStatus(db.id, 'DEPLOYED')],
    jobs: [serviceStatus(nightly.id, 'DEPLOYED')],
    terraforms: [serviceStatus(infra.id, 'DEPLOYED')],
  });

const accepted = {
  status: 202,
  body: {
    id: 'request-7',
    status: 'QUEUED',
    environment_id: ENVIRONMENT_ID,
    created_at: '2025-05-01T11:00:00Z',
  },
};

function setUp(
  services: readonly ChosenService[],
  { scope = 'DEPLOY', answer = statuses() }: { scope?: ApiTokenScope; answer?: EnvironmentStatuses } = {},
) {
  const server = mockApi()
    .on(environmentDeploymentEndpoints.statuses, { body: answer })
    .on(environmentDeploymentEndpoints.deployServices, accepted)
    .on(environmentDeploymentEndpoints.restartServices, accepted)
    .on(environmentDeploymentEndpoints.stopServices, accepted);
  signInAs(server, scope);
  const onDone = vi.fn();
  const Page = () => (
    <SelectedServicesActions
      organizationId={ORG_ID}
      environmentId={ENVIRONMENT_ID}
      services={services}
      onDone={onDone}
    />
  );
  const view = renderPage(Page, {
    path: routePatterns.environment,
    url: paths.environment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID),
  });
  return { server, onDone, ...view };
}

const button = (name: 'Deploy' | 'Restart' | 'Stop') => screen.getByRole('button', { name });
const settled = () => waitFor(() => expect(button('Deploy')).toBeEnabled());

describe('actions on the services chosen in an environment', { timeout: 45_000 }, () => {
  it('needs Deploy access', async () => {
    setUp([web, db], { scope: 'READ' });
    await waitFor(() =>
      expect(button('Deploy')).toHaveAccessibleDescription('Needs Deploy access — your access here is Read.'),
    );
    for (const name of ['Deploy', 'Restart', 'Stop'] as const) expect(button(name)).toBeDisabled();
  });

  it('waits while a deployment of the environment is under way', async () => {
    setUp([web, db], { answer: statuses('DEPLOYING') });
    await waitFor(() =>
      expect(button('Restart')).toHaveAccessibleDescription(
        'A deployment of this environment is under way: wait for it to end, or cancel it.',
      ),
    );
    expect(button('Deploy')).toBeDisabled();
    expect(button('Stop')).toBeDisabled();
  });

  it('names the chosen services an action does not apply to, by kind and by state', async () => {
    setUp([web, nightly, infra]);
    await settled();
    expect(button('Restart')).toBeDisabled();
    expect(button('Restart')).toHaveAccessibleDescription(
      'Restart does not apply to nightly (job) and infra (Terraform service). Only applications, containers and databases restart. Deselect them to restart the others.',
    );
    expect(button('Stop')).toHaveAccessibleDescription(
      'Stop does not apply to infra (Terraform service). Terraform cannot be stopped: uninstall it to destroy what it created. Deselect it to stop the others.',
    );
  });

  it('does not restart or stop what never ran', async () => {
    setUp([api]);
    await settled();
    expect(button('Restart')).toHaveAccessibleDescription('Restart does not apply to api (not deployed).');
    expect(button('Stop')).toBeDisabled();
  });

  it('deploys every kind chosen in one request, after naming them', async () => {
    const { user, server, onDone } = setUp([web, cache, db, nightly, infra]);
    await settled();
    await user.click(button('Deploy'));
    const dialog = await screen.findByRole('dialog', { name: 'Deploy 5 services?' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Services' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['web', 'cache', 'orders-db', 'nightly', 'infra']);
    expect(server.sent(environmentDeploymentEndpoints.deployServices)).toHaveLength(0);
    const asked = server.sent(environmentDeploymentEndpoints.statuses).length;

    await user.click(within(dialog).getByRole('button', { name: 'Deploy 5 services' }));
    expect(await screen.findByText('Deployment of 5 services queued.')).toBeInTheDocument();
    expect(server.sent(environmentDeploymentEndpoints.deployServices)).toEqual([
      expect.objectContaining({
        path: `/environment/${ENVIRONMENT_ID}/service/deploy`,
        body: {
          applications: [{ application_id: web.id }],
          databases: [db.id],
          containers: [{ id: cache.id }],
          jobs: [{ id: nightly.id }],
          terraforms: [{ id: infra.id }],
        },
      }),
    ]);
    // The statuses are asked again at once, so the chips turn to Queued without waiting for the next poll.
    expect(server.sent(environmentDeploymentEndpoints.statuses).length).toBeGreaterThan(asked);
    expect(onDone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('restarts applications, containers and databases by their kind’s list', async () => {
    const { user, server, onDone } = setUp([web, cache, db]);
    await settled();
    await user.click(button('Restart'));
    const dialog = await screen.findByRole('dialog', { name: 'Restart 3 services?' });
    expect(dialog).toHaveTextContent('They restart their instances one by one');
    await user.click(within(dialog).getByRole('button', { name: 'Restart 3 services' }));
    expect(await screen.findByText('Restart of 3 services queued.')).toBeInTheDocument();
    expect(server.sent(environmentDeploymentEndpoints.restartServices)[0]).toMatchObject({
      path: `/environment/${ENVIRONMENT_ID}/service/restart-service`,
      body: { application_ids: [web.id], container_ids: [cache.id], database_ids: [db.id] },
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stops one service, naming it', async () => {
    const { user, server } = setUp([nightly]);
    await settled();
    await user.click(button('Stop'));
    const dialog = await screen.findByRole('dialog', { name: 'Stop nightly?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop nightly' }));
    expect(await screen.findByText('Stop of nightly queued.')).toBeInTheDocument();
    expect(server.sent(environmentDeploymentEndpoints.stopServices)[0]).toMatchObject({
      path: `/environment/${ENVIRONMENT_ID}/service/stop`,
      body: { job_ids: [nightly.id] },
    });
  });

  it('keeps the dialog and the selection when the API refuses', async () => {
    const { user, server, onDone } = setUp([web, db]);
    server.on(
      environmentDeploymentEndpoints.restartServices,
      apiError(400, 'restart is not available for a job service (nightly)'),
    );
    await settled();
    await user.click(button('Restart'));
    const dialog = await screen.findByRole('dialog', { name: 'Restart 2 services?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restart 2 services' }));
    expect(
      await screen.findByText('Restart is not available for a job service (nightly).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Restart 2 services?' })).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
