import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  clusterEndpoints,
  environmentEndpoints,
  projectDeploymentRuleEndpoints,
  projectEndpoints,
  type ProjectDeploymentRule,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import {
  cluster,
  CLUSTER_ID,
  environment,
  ENVIRONMENT_ID,
  OTHER_CLUSTER_ID,
  PROJECT_ID,
} from '../../../test/environmentFixtures';
import { ORG_ID, project } from '../../../test/fixtures';
import { apiError, mockApi } from '../../../test/mockApi';
import { renderRoutes, signInAs } from '../../../test/render';
import { EnvironmentPage } from '../pages/EnvironmentPage';

const staging = environment({ id: ENVIRONMENT_ID, name: 'staging', mode: 'STAGING' });
const OTHER_PROJECT_ID = 'aaaaaaaa-9999-4000-8000-000000000000';
const COPY_ID = 'cccccccc-9999-4000-8000-000000000000';

const previews: ProjectDeploymentRule = {
  id: 'dddddddd-9999-4000-8000-000000000000',
  created_at: '2026-01-14T09:00:00Z',
  updated_at: '2026-01-14T09:00:00Z',
  name: 'previews',
  description: null,
  mode: 'DEVELOPMENT',
  cluster_id: OTHER_CLUSTER_ID,
  auto_stop: true,
  timezone: 'Europe/Paris',
  start_time: '08:00',
  stop_time: '19:00',
  weekdays: ['MONDAY', 'FRIDAY'],
  wildcard: 'preview-*',
  priority_index: 0,
};

function setUp() {
  const api = mockApi()
    .on(environmentEndpoints.get, { body: staging })
    .on(projectEndpoints.list, {
      body: {
        results: [
          project({ id: PROJECT_ID, name: 'storefront' }),
          project({ id: OTHER_PROJECT_ID, name: 'billing' }),
        ],
      },
    })
    .on(clusterEndpoints.list, {
      body: { results: [cluster(), cluster({ id: OTHER_CLUSTER_ID, name: 'us-east', is_default: false })] },
    })
    .on(projectDeploymentRuleEndpoints.list, { body: { results: [previews] } })
    .on(environmentEndpoints.clone, ({ body }) => ({
      status: 202,
      body: environment({
        id: COPY_ID,
        name: (body as { name: string }).name,
        project: { id: (body as { project_id?: string }).project_id ?? PROJECT_ID },
      }),
    }));
  signInAs(api, 'ADMIN');
  const view = renderRoutes(
    [{ path: routePatterns.environment, Component: EnvironmentPage }],
    paths.environment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID),
  );
  return { api, ...view };
}

async function openDialog(user: ReturnType<typeof setUp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Clone' }));
  return screen.findByRole('dialog', { name: 'Clone environment staging' });
}

async function choose(user: ReturnType<typeof setUp>['user'], field: RegExp, option: RegExp) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('cloning an environment', { timeout: 45_000 }, () => {
  it('copies it into another project, where it starts on the source’s cluster and mode, then opens the copy', async () => {
    const { user, api } = setUp();
    const dialog = await openDialog(user);
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveValue('staging-copy');
    await user.clear(name);
    await user.paste('staging-eu');
    await choose(user, /^Project/, /billing/);
    await user.click(within(dialog).getByRole('button', { name: 'Clone environment' }));

    await waitFor(() => expect(api.sent(environmentEndpoints.clone)).toHaveLength(1));
    expect(api.sent(environmentEndpoints.clone)[0]).toMatchObject({
      params: { environmentId: ENVIRONMENT_ID },
      body: {
        name: 'staging-eu',
        project_id: OTHER_PROJECT_ID,
        mode: 'STAGING',
        cluster_id: CLUSTER_ID,
        apply_deployment_rule: false,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'staging-eu' })).toBeInTheDocument();
    expect(
      await screen.findByText('Environment staging-eu created as a copy of staging.'),
    ).toBeInTheDocument();
  });

  it('shows what the matching deployment rule decides, and sends the rule’s mode and cluster', async () => {
    const { user, api } = setUp();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('switch', { name: 'Apply the project’s deployment rules' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'No rule of the project matches this name',
    );
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.paste('preview-42');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'The rule “previews” (preview-*) matches this name: the copy will be development, running 08:00–19:00 Europe/Paris.',
      ),
    );
    const mode = within(dialog).getByRole('combobox', { name: /^Mode/ });
    expect(mode).toHaveTextContent('Development');
    expect(mode).toHaveAttribute('aria-disabled', 'true');
    expect(mode).toHaveAccessibleDescription('Decided by the rule “previews”.');
    expect(within(dialog).getByRole('combobox', { name: /^Cluster/ })).toHaveTextContent('us-east');

    await user.click(within(dialog).getByRole('button', { name: 'Clone environment' }));
    await waitFor(() => expect(api.sent(environmentEndpoints.clone)).toHaveLength(1));
    expect(api.sent(environmentEndpoints.clone)[0]?.body).toMatchObject({
      name: 'preview-42',
      mode: 'DEVELOPMENT',
      cluster_id: OTHER_CLUSTER_ID,
      apply_deployment_rule: true,
    });
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const { user, api } = setUp();
    api.on(
      environmentEndpoints.clone,
      apiError(
        403,
        'Role "Dev team" has no access to cluster "eu-west"; creating environments there needs …',
      ),
    );
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Clone environment' }));
    expect(await within(dialog).findByText(/has no access to cluster "eu-west"/)).toBeInTheDocument();
    expect(dialog).toBeVisible();
    expect(api.sent(environmentEndpoints.clone)).toHaveLength(1);
  });
});
