import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { helmRepositoryEndpoints } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { helmRepository } from '../../../test/registryFixtures';
import { renderPage, signInAs } from '../../../test/render';
import { HelmRepositoriesPage } from './HelmRepositoriesPage';

// Dialogs with several menus take seconds to fill in under jsdom on a busy machine.
describe('helm repositories page', { timeout: 45_000 }, () => {
  it('adds a repository that skips TLS verification, with a login', async () => {
    const api = mockApi().on(helmRepositoryEndpoints.list, { body: { results: [] } });
    signInAs(api, 'ADMIN');
    const { user } = renderPage(HelmRepositoriesPage, {
      path: routePatterns.helmRepositories,
      url: paths.helmRepositories(ORG_ID),
    });
    const created = helmRepository({ name: 'internal', skip_tls_verification: true });
    api.on(helmRepositoryEndpoints.create, { status: 201, body: created });

    expect(await screen.findByRole('heading', { name: 'No helm repositories yet' })).toBeInTheDocument();
    const add = await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Add helm repository' });
      expect(button).toBeEnabled();
      return button;
    });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add helm repository' });
    await user.type(within(dialog).getByLabelText(/Name/), 'internal');
    await user.click(within(dialog).getByLabelText(/URL/));
    await user.paste('https://charts.internal.example.com');
    await user.click(within(dialog).getByRole('combobox', { name: 'TLS verification' }));
    await user.click(await screen.findByRole('option', { name: /Skip verification/ }));
    await user.type(within(dialog).getByLabelText('Username'), 'robot');
    await user.type(within(dialog).getByLabelText('Password or access token'), 'pw');
    api.on(helmRepositoryEndpoints.list, { body: { results: [created] } });
    await user.click(within(dialog).getByRole('button', { name: 'Add repository' }));

    await waitFor(() => expect(api.sent(helmRepositoryEndpoints.create)).toHaveLength(1));
    expect(api.sent(helmRepositoryEndpoints.create)[0]?.body).toEqual({
      name: 'internal',
      description: '',
      kind: 'HTTPS',
      url: 'https://charts.internal.example.com',
      skip_tls_verification: true,
      config: { username: 'robot', password: 'pw' },
    });
    const table = await screen.findByRole('table', { name: 'Helm repositories' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/internal.*Not verified/);
  });
});
