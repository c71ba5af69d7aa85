import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  clusterEndpoints,
  environmentEndpoints,
  type Environment,
  permissionEndpoints,
  type Permissions,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import {
  cluster,
  CLUSTER_ID,
  environment,
  OTHER_CLUSTER_ID,
  PROJECT_ID,
} from '../../../test/environmentFixtures';
import { customRolePermissions, ORG_ID, permissionsOf } from '../../../test/fixtures';
import { apiError, mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { ProjectEnvironmentsSection } from './ProjectEnvironmentsSection';

const production = environment({ name: 'production', mode: 'PRODUCTION', service_count: 4 });
const staging = environment({ name: 'staging', mode: 'STAGING', service_count: 0, cluster_name: 'eu-west' });

function setUp(environments: Environment[], permissions?: Permissions) {
  const api = mockApi()
    .on(environmentEndpoints.list, { body: { results: environments } })
    .on(clusterEndpoints.list, {
      body: {
        results: [
          cluster({ id: OTHER_CLUSTER_ID, name: 'a-sandbox', is_default: false }),
          cluster({ id: CLUSTER_ID, name: 'eu-west', is_default: true }),
        ],
      },
    });
  signInAs(api, 'WRITE');
  if (permissions) api.on(permissionEndpoints.get, { body: permissions });
  const view = renderPage(ProjectEnvironmentsSection, {
    path: routePatterns.project,
    url: paths.project(ORG_ID, PROJECT_ID),
  });
  return { api, ...view };
}

async function enabledButton(name: string) {
  return waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button).toBeEnabled();
    return button;
  });
}

// Dialogs with several menus take seconds to fill in under jsdom on a busy machine.
describe('environments of a project', { timeout: 45_000 }, () => {
  it('lists the environments with their mode, cluster and service count', async () => {
    const { api } = setUp([staging, production]);
    const table = await screen.findByRole('table', { name: 'Environments' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Production comes first.
    expect(rows[0]).toHaveTextContent(/production.*Production.*eu-west.*4/);
    expect(rows[1]).toHaveTextContent(/staging.*Staging/);
    expect(within(table).getByRole('link', { name: 'production' })).toHaveAttribute(
      'href',
      paths.environment(ORG_ID, PROJECT_ID, production.id),
    );
    expect(api.sent(environmentEndpoints.list)[0]?.path).toBe(`/project/${PROJECT_ID}/environment`);
  });

  it('says what to do when there are none, and creates one on the chosen cluster and mode', async () => {
    const { user, api } = setUp([]);
    expect(await screen.findByRole('heading', { name: 'No environments yet' })).toBeInTheDocument();
    const created = environment({ name: 'prod', mode: 'PRODUCTION' });
    api.on(environmentEndpoints.create, { status: 201, body: created });

    await user.click(await enabledButton('Create environment'));
    const dialog = await screen.findByRole('dialog', { name: 'Create environment' });
    const clusterField = within(dialog).getByRole('combobox', { name: /Cluster/ });
    // Starts on the organization's default cluster, even when it is not the first one.
    await waitFor(() => expect(clusterField).toHaveTextContent('eu-west (default)'));

    await user.type(within(dialog).getByLabelText(/Name/), 'prod');
    await user.click(within(dialog).getByRole('combobox', { name: /Mode/ }));
    await user.click(await screen.findByRole('option', { name: /Production/ }));
    api.on(environmentEndpoints.list, { body: { results: [created] } });
    await user.click(within(dialog).getByRole('button', { name: 'Create environment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent(environmentEndpoints.create)[0]).toMatchObject({
      path: `/project/${PROJECT_ID}/environment`,
      body: { name: 'prod', mode: 'PRODUCTION', cluster_id: CLUSTER_ID },
    });
    expect(await screen.findByRole('link', { name: 'prod' })).toBeInTheDocument();
  });

  it('creates on another cluster when one is picked', async () => {
    const { user, api } = setUp([staging]);
    api.on(environmentEndpoints.create, { status: 201, body: environment({ name: 'sandbox' }) });
    await user.click(await enabledButton('Create environment'));
    const dialog = await screen.findByRole('dialog', { name: 'Create environment' });
    await user.type(within(dialog).getByLabelText(/Name/), 'sandbox');
    const clusterField = within(dialog).getByRole('combobox', { name: /Cluster/ });
    await waitFor(() => expect(clusterField).toHaveTextContent('eu-west (default)'));
    await user.click(clusterField);
    await user.click(await screen.findByRole('option', { name: /a-sandbox/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create environment' }));

    await waitFor(() => expect(api.sent(environmentEndpoints.create)).toHaveLength(1));
    expect(api.sent(environmentEndpoints.create)[0]?.body).toEqual({
      name: 'sandbox',
      mode: 'DEVELOPMENT',
      cluster_id: OTHER_CLUSTER_ID,
    });
  });

  it('offers a cluster the role may not create environments on disabled, with the reason', async () => {
    const refusal =
      'Role "QA" holds VIEWER on cluster "a-sandbox"; creating environments there needs ENV_CREATOR or ADMIN';
    const decision = (allowed: boolean, reason: string | null = null) => ({ allowed, reason });
    const { user } = setUp([staging], {
      ...permissionsOf('WRITE'),
      clusters: [
        {
          cluster_id: OTHER_CLUSTER_ID,
          cluster_name: 'a-sandbox',
          read: decision(true),
          write: decision(false, 'Role "QA" holds VIEWER'),
          create_environments: decision(false, refusal),
        },
        {
          cluster_id: CLUSTER_ID,
          cluster_name: 'eu-west',
          read: decision(true),
          write: decision(false, 'Role "QA" holds ENV_CREATOR'),
          create_environments: decision(true),
        },
      ],
    });
    await user.click(await enabledButton('Create environment'));
    const dialog = await screen.findByRole('dialog', { name: 'Create environment' });
    const clusterField = within(dialog).getByRole('combobox', { name: /Cluster/ });
    await waitFor(() => expect(clusterField).toHaveTextContent('eu-west (default)'));
    await user.click(clusterField);
    const sandbox = await screen.findByRole('option', { name: /a-sandbox/ });
    expect(sandbox).toHaveAttribute('aria-disabled', 'true');
    expect(sandbox).toHaveTextContent(`${refusal}.`);
    expect(screen.getByRole('option', { name: /eu-west/ })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('offers Edit and Delete per environment, as a custom role allows each environment type', async () => {
    setUp([staging, production], customRolePermissions({ id: PROJECT_ID, name: 'shop' }, ['STAGING']));
    const table = await screen.findByRole('table', { name: 'Environments' });
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Edit staging' })).toBeEnabled());
    expect(within(table).getByRole('button', { name: 'Delete staging' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: 'Edit production' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Delete production' })).toBeDisabled();
  });

  it('puts a taken name (409) on the name field', async () => {
    const { user, api } = setUp([staging]);
    api.on(
      environmentEndpoints.create,
      apiError(409, 'An environment named staging already exists in this project'),
    );
    await user.click(await enabledButton('Create environment'));
    const dialog = await screen.findByRole('dialog', { name: 'Create environment' });
    await user.type(within(dialog).getByLabelText(/Name/), 'staging');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Cluster/ })).toHaveTextContent('eu-west'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create environment' }));

    const name = within(dialog).getByLabelText(/Name/);
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('An environment named staging already exists in this project'),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits the name and mode, starting from the server record', async () => {
    const { user, api } = setUp([staging]);
    api.on(environmentEndpoints.edit, (request) => ({ body: { ...staging, ...(request.body as object) } }));
    await user.click(await enabledButton('Edit staging'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit environment staging' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('staging');
    expect(within(dialog).getByRole('combobox', { name: /Mode/ })).toHaveTextContent('Staging');
    expect(within(dialog).queryByRole('combobox', { name: /Cluster/ })).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), 'preprod');
    await user.click(within(dialog).getByRole('combobox', { name: /Mode/ }));
    await user.click(await screen.findByRole('option', { name: /Production/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.sent(environmentEndpoints.edit)).toHaveLength(1));
    expect(api.sent(environmentEndpoints.edit)[0]).toMatchObject({
      method: 'PUT',
      path: `/environment/${staging.id}`,
      body: { name: 'preprod', mode: 'PRODUCTION' },
    });
  });

  it('deletes after the name is typed, saying its services go too', async () => {
    const { user, api } = setUp([staging, production]);
    api.on(environmentEndpoints.delete, { status: 204 });
    await user.click(await enabledButton('Delete production'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete environment?' });
    expect(dialog).toHaveTextContent(
      'This permanently deletes the environment production and its 4 services',
    );

    const confirm = within(dialog).getByRole('button', { name: 'Delete environment' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type production to confirm'), 'production');
    api.on(environmentEndpoints.list, { body: { results: [staging] } });
    await user.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent(environmentEndpoints.delete).map((request) => request.path)).toEqual([
      `/environment/${production.id}`,
    ]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'production' })).not.toBeInTheDocument());
  });
});
