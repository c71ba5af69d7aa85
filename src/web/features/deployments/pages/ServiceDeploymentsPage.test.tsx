import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { environmentDeploymentEndpoints, serviceDeploymentEndpointsByKind } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { application, ENVIRONMENT_ID, PROJECT_ID } from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import {
  environmentDeployment,
  environmentStatuses,
  serviceDeployment,
  serviceStatus,
} from '../testing/fixtures';
import { ServiceDeploymentsPage } from './ServiceDeploymentsPage';

const web = application('web');
const succeeded = serviceDeployment(web, { deployment_request_id: 'request-1' });
const failed = serviceDeployment(web, {
  deployment_request_id: 'request-2',
  action: 'REDEPLOY',
  state: 'BUILD_ERROR',
  created_at: '2025-05-02T09:00:00Z',
  started_at: '2025-05-02T09:00:05Z',
  ended_at: '2025-05-02T09:00:50Z',
  total_duration_sec: 45,
  version: {
    config_version: 'abc',
    branch: 'fail-build',
    git_commit_id: '0123456789abcdef',
    image_tag: null,
    chart_version: null,
  },
});

function setUp(deployments = [failed, succeeded]) {
  const api = mockApi()
    .on(environmentDeploymentEndpoints.statuses, {
      body: environmentStatuses({ applications: [serviceStatus(web.id, 'BUILD_ERROR')] }),
    })
    .on(serviceDeploymentEndpointsByKind.application.history, { body: { results: deployments } })
    .on(environmentDeploymentEndpoints.history, {
      body: {
        results: [
          environmentDeployment([failed], { id: 'request-2', triggered_by: null, origin: 'GIT' }),
          environmentDeployment([succeeded], {
            id: 'request-1',
            triggered_by: 'Demo User',
            origin: 'CONSOLE',
          }),
        ],
      },
    });
  signInAs(api, 'READ');
  const view = renderPage(ServiceDeploymentsPage, {
    path: routePatterns.serviceDeployments,
    url: paths.serviceDeployments(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
    others: [routePatterns.serviceDeployment],
  });
  return { api, ...view };
}

describe('service deployments tab', { timeout: 45_000 }, () => {
  it('lists deployments newest first with action, state, version, duration and who triggered them', async () => {
    const { api } = setUp();
    const table = await screen.findByRole('table', { name: 'Deployments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Redeploy');
    expect(rows[0]).toHaveTextContent('Build failed');
    expect(rows[0]).toHaveTextContent('fail-build@0123456');
    expect(rows[0]).toHaveTextContent('45 s');
    expect(await within(rows[0]!).findByText('Git push')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Deployed');
    expect(rows[1]).toHaveTextContent('main@a1b2c3d');
    expect(rows[1]).toHaveTextContent('1 min 05 s');
    expect(rows[1]).toHaveTextContent('Demo User via Console');
    expect(api.sent(serviceDeploymentEndpointsByKind.application.history)[0]?.path).toBe(
      `/application/${web.id}/deploymentHistory`,
    );
  });

  it('opens a deployment from its row', async () => {
    const { user } = setUp();
    const table = await screen.findByRole('table', { name: 'Deployments' });
    const firstRow = within(table).getAllByRole('row')[1]!;
    await user.click(within(firstRow).getByRole('link'));
    expect(await screen.findByText(`Navigated to ${routePatterns.serviceDeployment}`)).toBeInTheDocument();
  });

  it('says what to do when nothing was deployed yet', async () => {
    setUp([]);
    expect(await screen.findByRole('heading', { name: 'No deployments yet' })).toBeInTheDocument();
  });
});
