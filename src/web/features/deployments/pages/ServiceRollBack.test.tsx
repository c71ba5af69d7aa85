import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  commitEndpoints,
  environmentDeploymentEndpoints,
  serviceDeploymentEndpointsByKind,
  type ApiTokenScope,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { application, ENVIRONMENT_ID, PROJECT_ID } from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { environmentStatuses, serviceDeployment, serviceStatus } from '../testing/fixtures';
import { ServiceDeploymentsPage } from './ServiceDeploymentsPage';

const web = application('web');
const OLD = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0';
const NEW = 'f0e1d2c3b4a5968778695a4b3c2d1e0f01234567';
const version = (commit: string) => ({
  config_version: 'c0ffee',
  branch: 'main',
  git_commit_id: commit,
  image_tag: null,
  chart_version: null,
});
const older = serviceDeployment(web, { version: version(OLD), created_at: '2026-11-01T09:00:00Z' });
const running = serviceDeployment(web, { version: version(NEW), created_at: '2026-11-20T09:00:00Z' });

function setUp(scope: ApiTokenScope = 'DEPLOY') {
  const api = mockApi()
    .on(environmentDeploymentEndpoints.statuses, {
      body: environmentStatuses({ applications: [serviceStatus(web.id, 'DEPLOYED')] }),
    })
    .on(serviceDeploymentEndpointsByKind.application.history, { body: { results: [running, older] } })
    .on(environmentDeploymentEndpoints.history, { body: { results: [] } })
    .on(commitEndpoints.application, {
      body: {
        results: [
          {
            git_commit_id: NEW,
            message: 'Speed up the CSV export',
            author_name: 'Ada',
            created_at: '2026-11-19T09:00:00Z',
            tag: '',
          },
          {
            git_commit_id: OLD,
            message: 'Fix the login form',
            author_name: 'Lin',
            created_at: '2026-10-30T09:00:00Z',
            tag: 'v1.2.0',
          },
        ],
        deployed_commit_id: NEW,
        commits_behind: 0,
      },
    })
    .on(serviceDeploymentEndpointsByKind.application.deploy, {
      status: 202,
      body: {
        id: 'dddddddd-0000-4000-8000-000000000001',
        status: 'QUEUED',
        application_id: web.id,
        environment_id: ENVIRONMENT_ID,
        created_at: '2026-11-20T09:00:00Z',
      },
    });
  signInAs(api, scope);
  renderPage(ServiceDeploymentsPage, {
    path: routePatterns.serviceDeployments,
    url: paths.serviceDeployments(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
    others: [routePatterns.serviceDeployment],
  });
  return api;
}

describe('rolling back to a past deployment', { timeout: 60_000 }, () => {
  it('deploys the commit of a past deployment again in two clicks, the confirmation naming it', async () => {
    const api = setUp();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Deployments' });
    const buttons = await within(table).findAllByRole('button', { name: /^Roll back to this version/ });
    // The deployment of the commit that runs offers nothing: going back to it would change nothing.
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Roll back to this version: commit a1b2c3d');

    await user.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Roll back web?' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent('This deploys commit a1b2c3d "Fix the login form" again'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deploy a1b2c3d' }));
    await waitFor(() =>
      expect(api.sent(serviceDeploymentEndpointsByKind.application.deploy)).toHaveLength(1),
    );
    expect(api.sent(serviceDeploymentEndpointsByKind.application.deploy)[0]?.body).toEqual({
      git_commit_id: OLD,
    });
  });

  it('says why a role that may not deploy cannot roll back', async () => {
    setUp('READ');
    const table = await screen.findByRole('table', { name: 'Deployments' });
    const [button] = await within(table).findAllByRole('button', { name: /^Roll back to this version/ });
    await waitFor(() => expect(button).toBeDisabled());
  });
});
