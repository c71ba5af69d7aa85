import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { databaseEndpoints } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { apiError, mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { database, ENVIRONMENT_ID, PROJECT_ID } from '../testing/fixtures';
import { answerChoices } from '../testing/serviceApi';
import { NewServicePage } from './NewServicePage';

function setUp(url = paths.newService(ORG_ID, PROJECT_ID, ENVIRONMENT_ID)) {
  const api = answerChoices(mockApi());
  signInAs(api, 'WRITE');
  const view = renderPage(NewServicePage, {
    path: routePatterns.newService,
    url,
    others: [routePatterns.service, routePatterns.environment],
  });
  return { api, ...view };
}

describe('new service', () => {
  it('offers the six kinds as links, then creates a database from one form', async () => {
    const { user, api } = setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'New service' })).toBeInTheDocument();
    const kinds = within(screen.getByRole('list', { name: 'Kinds of service' })).getAllByRole('link');
    expect(kinds.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Application'),
      expect.stringContaining('Container'),
      expect.stringContaining('Database'),
      expect.stringContaining('Job'),
      expect.stringContaining('Helm chart'),
      expect.stringContaining('Terraform'),
    ]);
    expect(await screen.findByText(/Choose what to run in production/)).toBeInTheDocument();

    const created = database({ name: 'orders-db' });
    api.on(databaseEndpoints.create, { status: 201, body: created });
    await user.click(screen.getByRole('link', { name: 'Database' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New database' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Name/), 'orders-db');
    await user.click(screen.getByRole('combobox', { name: /Engine/ }));
    await user.click(await screen.findByRole('option', { name: 'MySQL' }));
    expect(screen.getByRole('combobox', { name: /Version/ })).toHaveTextContent('8.4');
    await user.click(screen.getByRole('button', { name: 'The internet' }));
    await user.clear(screen.getByLabelText(/Storage/));
    await user.type(screen.getByLabelText(/Storage/), '20');
    await user.click(screen.getByRole('button', { name: 'Create database' }));

    expect(await screen.findByText(`Navigated to ${routePatterns.service}`)).toBeInTheDocument();
    const sent = api.sent(databaseEndpoints.create);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe(`/environment/${ENVIRONMENT_ID}/database`);
    expect(sent[0]?.body).toEqual({
      name: 'orders-db',
      description: '',
      type: 'MYSQL',
      version: '8.4',
      mode: 'CONTAINER',
      accessibility: 'PUBLIC',
      cpu: 250,
      memory: 256,
      storage: 20,
      instance_type: null,
      annotations_groups: [],
      labels_groups: [],
    });
  });

  it('shows a database name the server refuses on the name field', async () => {
    const { user, api } = setUp(paths.newService(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'database'));
    api.on(databaseEndpoints.create, apiError(409, 'A service named orders-db already exists here'));
    await user.type(await screen.findByLabelText(/^Name/), 'orders-db');
    await user.click(screen.getByRole('button', { name: 'Create database' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(
        'A service named orders-db already exists here',
      ),
    );
  });
});
