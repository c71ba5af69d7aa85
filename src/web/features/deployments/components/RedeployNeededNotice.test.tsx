import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  environmentDeploymentEndpoints,
  environmentServiceEndpoints,
  type ApiTokenScope,
  type ServiceStatus,
} from '../../../../contract';
import { deploymentStatusKeys } from '../../../lib/deployments/statuses';
import { paths, routePatterns } from '../../../lib/paths';
import {
  application,
  container,
  database,
  environment,
  ENVIRONMENT_ID,
  PROJECT_ID,
} from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { settled } from '../../../test/polls';
import { renderPage, signInAs } from '../../../test/render';
import { environmentStatuses, serviceStatus } from '../testing/fixtures';
import { RedeployNeededNotice } from './RedeployNeededNotice';

const staging = environment({ id: ENVIRONMENT_ID, name: 'staging' });
const web = application('web');
const cache = container('cache', 'redis', '7');
const db = database('orders-db', 'POSTGRESQL', '16');

/** Deployed, but running an older configuration than the one saved: these settings and variables changed. */
const outOfDate = (id: string, settings: string[], variables: string[] = []): ServiceStatus =>
  serviceStatus(id, 'DEPLOYED', {
    service_deployment_status: 'OUT_OF_DATE',
    configuration_changes: { settings, variables },
  });

const accepted = {
  status: 202,
  body: {
    id: 'request-9',
    status: 'QUEUED',
    environment_id: ENVIRONMENT_ID,
    created_at: '2025-05-01T11:00:00Z',
  },
};

function setUp(statuses: ServiceStatus[], scope: ApiTokenScope = 'DEPLOY') {
  const api = mockApi()
    .on(environmentDeploymentEndpoints.statuses, {
      body: environmentStatuses({
        applications: statuses.filter((status) => status.id === web.id),
        containers: statuses.filter((status) => status.id === cache.id),
        databases: statuses.filter((status) => status.id === db.id),
      }),
    })
    .on(environmentServiceEndpoints.listAll, { body: { results: [web, cache, db] } })
    .on(environmentDeploymentEndpoints.deployServices, accepted);
  signInAs(api, scope);
  const view = renderPage(() => <RedeployNeededNotice environment={staging} />, {
    path: routePatterns.environment,
    url: paths.environment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID),
  });
  return { api, ...view };
}

const notice = () => screen.findByRole('status');

describe('the notice of the services that need a redeploy', { timeout: 45_000 }, () => {
  it('counts them and names each with what changed since its running version', async () => {
    setUp([
      outOfDate(web.id, ['cpu', 'memory']),
      outOfDate(cache.id, [], ['API_KEY']),
      serviceStatus(db.id, 'DEPLOYED'),
    ]);
    const shown = await notice();
    expect(shown).toHaveTextContent('2 services need a redeploy');
    expect(shown).toHaveTextContent(
      'web (CPU and memory) and cache (the variable API_KEY): changed since the running version was deployed.',
    );
    expect(within(shown).getByRole('button', { name: 'Redeploy them' })).toBeEnabled();
  });

  it('says "it" of one, and redeploys exactly the services it names, in one request', async () => {
    const { api, user } = setUp([outOfDate(web.id, ['ports']), serviceStatus(cache.id, 'DEPLOYED')]);
    const shown = await notice();
    expect(shown).toHaveTextContent('1 service needs a redeploy');
    expect(shown).toHaveTextContent('web (ports): changed since the running version was deployed.');

    await user.click(within(shown).getByRole('button', { name: 'Redeploy it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deploy web?' });
    expect(api.sent(environmentDeploymentEndpoints.deployServices)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deploy web' }));
    await screen.findByText(/queued/);
    expect(api.sent(environmentDeploymentEndpoints.deployServices)).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ applications: [{ application_id: web.id }] }),
      }),
    ]);
  });

  it('is not there while every service runs what was saved, or a deployment of it is under way', async () => {
    const { queryClient } = setUp([
      serviceStatus(web.id, 'DEPLOYED'),
      {
        ...outOfDate(cache.id, ['tag']),
        state: 'DEPLOYING',
        status_details: { action: 'DEPLOY', status: 'ONGOING', sub_action: 'NONE' },
      },
    ]);
    await settled(queryClient);
    expect(queryClient.getQueryData(deploymentStatusKeys.environment(ENVIRONMENT_ID))).toBeDefined();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers Redeploy disabled, with the reason, to whom may not deploy', async () => {
    setUp([outOfDate(web.id, ['cpu'])], 'READ');
    const button = within(await notice()).getByRole('button', { name: 'Redeploy it' });
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription('Needs Deploy access — your access here is Read.'),
    );
    expect(button).toBeDisabled();
  });
});
