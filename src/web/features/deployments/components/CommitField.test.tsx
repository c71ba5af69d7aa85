import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  commitEndpoints,
  environmentDeploymentEndpoints,
  serviceDeploymentEndpointsByKind,
  type Commit,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { application, ENVIRONMENT_ID, PROJECT_ID } from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { environmentStatuses, serviceStatus } from '../testing/fixtures';
import { DeployServiceDialog } from './DeployServiceDialog';

const web = application('web');

const commit = (id: string, message: string, tag = ''): Commit => ({
  git_commit_id: id.padEnd(40, '0'),
  message,
  author_name: 'Ada Moreau',
  created_at: '2026-11-20T09:00:00Z',
  tag,
});
const commits = [
  commit('a1b2c3d', 'Speed up the CSV export'),
  commit('e4f5a6b', 'Fix retries on the payment client', 'v1.4.0'),
  commit('c7d8e9f', 'Add cache headers on static assets'),
];

function setUp() {
  const api = mockApi()
    .on(environmentDeploymentEndpoints.statuses, {
      body: environmentStatuses({ applications: [serviceStatus(web.id, 'DEPLOYED')] }),
    })
    .on(commitEndpoints.application, {
      body: { results: commits, deployed_commit_id: null, commits_behind: null },
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
  signInAs(api, 'DEPLOY');
  const Page = () => <DeployServiceDialog kind="application" service={web} open onClose={() => {}} />;
  renderPage(Page, {
    path: routePatterns.service,
    url: paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
  });
  return api;
}

describe('choosing the commit to deploy', { timeout: 60_000 }, () => {
  it('finds a commit by message or id with the keyboard, and deploys the one chosen', async () => {
    const api = setUp();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Deploy web?' });
    const field = within(dialog).getByRole('combobox', { name: 'Commit' });
    await waitFor(() =>
      expect(field).toHaveAttribute('placeholder', 'Latest: a1b2c3d Speed up the CSV export'),
    );

    await user.type(field, 'retries');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await user.clear(field);
    await user.type(field, 'c7d8');
    const [byId] = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(byId).toHaveTextContent('Add cache headers on static assets');
    expect(byId).toHaveTextContent(/c7d8e9f · Ada Moreau/);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('Add cache headers on static assets');

    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    await waitFor(() =>
      expect(api.sent(serviceDeploymentEndpointsByKind.application.deploy)).toHaveLength(1),
    );
    expect(api.sent(serviceDeploymentEndpointsByKind.application.deploy)[0]?.body).toEqual({
      git_commit_id: commits[2]?.git_commit_id,
    });
  });

  it("deploys the branch's latest commit when none is chosen", async () => {
    const api = setUp();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Deploy web?' });
    const field = within(dialog).getByRole('combobox', { name: 'Commit' });
    await waitFor(() => expect(field).toHaveAttribute('placeholder', expect.stringContaining('a1b2c3d')));
    await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    await waitFor(() =>
      expect(api.sent(serviceDeploymentEndpointsByKind.application.deploy)).toHaveLength(1),
    );
    expect(api.sent(serviceDeploymentEndpointsByKind.application.deploy)[0]?.body).toEqual({
      git_commit_id: commits[0]?.git_commit_id,
    });
  });
});
