import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  deploymentEndpoints,
  environmentDeploymentEndpoints,
  environmentServiceEndpoints,
  type QueuedDeploymentRequest,
} from '../../../../contract';
import { deploymentStatusKeys } from '../../../lib/deployments/statuses';
import { application, database, ENVIRONMENT_ID } from '../../../test/environmentFixtures';
import { settled } from '../../../test/polls';
import { mockApi } from '../../../test/mockApi';
import {
  environmentDeployment,
  environmentStatuses,
  queuedRequest,
  serviceDeployment,
  serviceStatus,
} from '../testing/fixtures';
import { renderEnvironmentSection } from '../testing/renderEnvironmentSection';

const web = application('web');
const db = database('orders-db', 'POSTGRESQL', '16');
const running = queuedRequest('request-1', 0, [{ id: db.id, type: 'DATABASE' }, { id: web.id }]);
const deployWeb = queuedRequest('request-2', 1, [{ id: web.id }]);
const redeployAll = queuedRequest('request-3', 2, [{ id: db.id, type: 'DATABASE' }, { id: web.id }], {
  action: 'REDEPLOY',
  origin: 'API',
  triggered_by: 'ci-bot (API token)',
});

/** Statuses of a deployment under way, `waiting` requests queued for the application. */
const statuses = (waiting: number) =>
  environmentStatuses(
    {
      applications: [serviceStatus(web.id, 'DEPLOYING', { deployment_requests_count: waiting })],
      databases: [serviceStatus(db.id, 'DEPLOYED', { deployment_requests_count: Math.max(0, waiting - 1) })],
    },
    'DEPLOYING',
  );

function setUp(queue: QueuedDeploymentRequest[], scope: 'DEPLOY' | 'READ' = 'DEPLOY') {
  const api = mockApi()
    .on(environmentDeploymentEndpoints.statuses, { body: statuses(queue.length - 1) })
    .on(environmentDeploymentEndpoints.history, {
      body: {
        results: [
          environmentDeployment([serviceDeployment(web, { state: 'DEPLOYING' })], {
            status: 'RUNNING',
            state: 'DEPLOYING',
          }),
        ],
      },
    })
    .on(environmentDeploymentEndpoints.queue, { body: { results: queue } })
    .on(environmentServiceEndpoints.listAll, { body: { results: [web, db] } });
  return { api, ...renderEnvironmentSection(api, scope) };
}

const waitingList = () => screen.findByRole('list', { name: 'Waiting (2)' });

describe('the requests waiting behind the running deployment', { timeout: 45_000 }, () => {
  it('lists them in order with their action, who asked and the services they cover', async () => {
    setUp([running, deployWeb, redeployAll]);
    const [first, second] = within(await waitingList()).getAllByRole('listitem');
    expect(first).toHaveTextContent('1. Deploy · web');
    expect(first).toHaveTextContent(/Requested .* by Demo User via Console/);
    expect(second).toHaveTextContent('2. Redeploy · both services');
    expect(second).toHaveTextContent('by ci-bot (API token) via API');
  });

  it('withdraws one after a confirmation naming it, checking it still waits first', async () => {
    const { api, user } = setUp([running, deployWeb, redeployAll]);
    api.on(deploymentEndpoints.cancelRequest, {
      status: 202,
      body: {
        id: deployWeb.id,
        status: 'CANCELED',
        environment_id: ENVIRONMENT_ID,
        created_at: deployWeb.created_at,
      },
    });
    const [first] = within(await waitingList()).getAllByRole('listitem');
    await user.click(within(first!).getByRole('button', { name: 'Withdraw' }));

    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the waiting Deploy of staging?' });
    expect(dialog).toHaveTextContent(
      /The Deploy of web requested by Demo User via Console on .* \(1st in line\) leaves the queue and will not run\. The deployment under way goes on\./,
    );
    const queueReads = api.sent(environmentDeploymentEndpoints.queue).length;
    // Gone from the queue once withdrawn.
    api.on(environmentDeploymentEndpoints.queue, () => ({
      body: {
        results:
          api.sent(deploymentEndpoints.cancelRequest).length > 0
            ? [running, { ...redeployAll, position: 1 }]
            : [running, deployWeb, redeployAll],
      },
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Withdrew the waiting Deploy of staging.')).toBeInTheDocument();
    expect(api.sent(deploymentEndpoints.cancelRequest)).toEqual([
      expect.objectContaining({ method: 'POST', path: `/deploymentQueue/${deployWeb.id}/cancelDeployment` }),
    ]);
    expect(api.sent(environmentDeploymentEndpoints.queue).length).toBeGreaterThan(queueReads);
    const list = await screen.findByRole('list', { name: 'Waiting (1)' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('1. Redeploy');
  });

  it('does not cancel a request that started meanwhile', async () => {
    const { api, user } = setUp([running, deployWeb, redeployAll]);
    const [first] = within(await waitingList()).getAllByRole('listitem');
    await user.click(within(first!).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the waiting Deploy of staging?' });
    api.on(environmentDeploymentEndpoints.queue, {
      body: { results: [{ ...deployWeb, status: 'RUNNING', position: 0 }, redeployAll] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Could not withdraw the Deploy of staging.')).toBeInTheDocument();
    expect(
      screen.getByText('The Deploy no longer waits: it has started or ended meanwhile.'),
    ).toBeInTheDocument();
    expect(api.sent(deploymentEndpoints.cancelRequest)).toHaveLength(0);
  });

  it('says why withdrawing is not possible without Deploy access', async () => {
    setUp([running, deployWeb, redeployAll], 'READ');
    const [first] = within(await waitingList()).getAllByRole('listitem');
    const withdraw = within(first!).getByRole('button', { name: 'Withdraw' });
    await waitFor(() =>
      expect(withdraw).toHaveAccessibleDescription('Needs Deploy access — your access here is Read.'),
    );
    expect(withdraw).toBeDisabled();
  });

  it('asks again, once, when the shared statuses say the queue moved, and shows nothing once none waits', async () => {
    const { api, queryClient } = setUp([running, deployWeb, redeployAll]);
    await waitingList();
    await settled(queryClient);
    const askedBefore = api.sent(environmentDeploymentEndpoints.queue).length;
    // The application's deployment ended too: its own views and the environment's are refreshed together.
    const moved = statuses(0);
    moved.applications = [serviceStatus(web.id, 'DEPLOYED', { deployment_requests_count: 0 })];
    api
      .on(environmentDeploymentEndpoints.queue, { body: { results: [running] } })
      .on(environmentDeploymentEndpoints.statuses, { body: moved });
    await queryClient.invalidateQueries({ queryKey: deploymentStatusKeys.all });
    await waitFor(() => expect(screen.queryByRole('list', { name: /^Waiting/ })).not.toBeInTheDocument());
    await settled(queryClient);
    expect(api.sent(environmentDeploymentEndpoints.queue)).toHaveLength(askedBefore + 1);
  });
});
