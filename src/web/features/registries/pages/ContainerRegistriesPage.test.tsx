import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { containerRegistryEndpoints, type ContainerRegistry } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { apiError, mockApi } from '../../../test/mockApi';
import { containerRegistry } from '../../../test/registryFixtures';
import { renderPage, signInAs } from '../../../test/render';
import { ContainerRegistriesPage } from './ContainerRegistriesPage';

const hub = containerRegistry({ name: 'docker-hub', has_credentials: true, associated_services_count: 3 });

function setUp(registries: ContainerRegistry[]) {
  const api = mockApi().on(containerRegistryEndpoints.list, { body: { results: registries } });
  signInAs(api, 'ADMIN');
  const view = renderPage(ContainerRegistriesPage, {
    path: routePatterns.containerRegistries,
    url: paths.containerRegistries(ORG_ID),
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
describe('container registries page', { timeout: 45_000 }, () => {
  it('lists registries with kind, URL, stored credentials and use', async () => {
    setUp([hub]);
    const table = await screen.findByRole('table', { name: 'Container registries' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /docker-hub.*Docker Hub.*https:\/\/docker\.io.*Stored.*3/,
    );
  });

  it('adds a registry with the credentials its kind needs, which are never shown back', async () => {
    const { user, api } = setUp([]);
    expect(await screen.findByRole('heading', { name: 'No container registries yet' })).toBeInTheDocument();
    const created = containerRegistry({ name: 'ecr', kind: 'ECR', has_credentials: true });
    api.on(containerRegistryEndpoints.create, { status: 201, body: created });

    await user.click(await enabledButton('Add container registry'));
    const dialog = await screen.findByRole('dialog', { name: 'Add container registry' });
    await user.type(within(dialog).getByLabelText(/Name/), 'ecr');
    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Amazon ECR' }));
    expect(within(dialog).queryByLabelText('Username')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/URL/));
    await user.paste('https://123456789012.dkr.ecr.eu-west-3.amazonaws.com');
    await user.type(within(dialog).getByLabelText('Access key ID'), 'AKIA123');
    await user.type(within(dialog).getByLabelText('Secret access key'), 'shh-secret');
    await user.type(within(dialog).getByLabelText('Region'), 'eu-west-3');
    api.on(containerRegistryEndpoints.list, { body: { results: [created] } });
    await user.click(within(dialog).getByRole('button', { name: 'Add registry' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent(containerRegistryEndpoints.create)[0]?.body).toEqual({
      name: 'ecr',
      description: '',
      kind: 'ECR',
      url: 'https://123456789012.dkr.ecr.eu-west-3.amazonaws.com',
      config: { access_key_id: 'AKIA123', secret_access_key: 'shh-secret', region: 'eu-west-3' },
    });
    await screen.findByRole('table', { name: 'Container registries' });
    expect(document.body).not.toHaveTextContent('shh-secret');
  });

  it('keeps stored credentials on edit unless asked to replace or remove them', async () => {
    const { user, api } = setUp([hub]);
    api.on(containerRegistryEndpoints.edit, { body: hub });
    await user.click(await enabledButton('Edit docker-hub'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit container registry docker-hub' });
    expect(within(dialog).queryByLabelText('Username')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.sent(containerRegistryEndpoints.edit)).toHaveLength(1));
    expect(api.sent(containerRegistryEndpoints.edit)[0]?.body).not.toHaveProperty('config');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await enabledButton('Edit docker-hub'));
    const again = await screen.findByRole('dialog', { name: 'Edit container registry docker-hub' });
    await user.click(within(again).getByRole('combobox', { name: 'Stored credentials' }));
    await user.click(await screen.findByRole('option', { name: /Remove them/ }));
    await user.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.sent(containerRegistryEndpoints.edit)).toHaveLength(2));
    expect(api.sent(containerRegistryEndpoints.edit)[1]?.body).toMatchObject({ config: {} });
  });

  it('shows the server’s refusal to delete a registry in use, in the dialog', async () => {
    const { user, api } = setUp([hub]);
    api.on(
      containerRegistryEndpoints.delete,
      apiError(409, 'Container registry docker-hub is used by 3 services: cache, worker, cron'),
    );
    await user.click(await enabledButton('Delete docker-hub'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete container registry?' });
    expect(dialog).toHaveTextContent('Delete the container registry docker-hub');
    expect(dialog).toHaveTextContent('3 services use it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete container registry' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Container registry docker-hub is used by 3 services: cache, worker, cron.',
    );
    expect(api.sent(containerRegistryEndpoints.delete)[0]?.path).toBe(
      `/organization/${ORG_ID}/containerRegistry/${hub.id}`,
    );
    expect(screen.getByRole('dialog', { name: 'Delete container registry?' })).toBeInTheDocument();
  });
});
