import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationEndpoints, databaseEndpoints, environmentServiceEndpoints } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { apiError, mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { application, database, ENVIRONMENT_ID, PROJECT_ID } from '../../../../contract/testing';
import { answerChoices } from '../testing/serviceApi';
import { NewServicePage } from './NewServicePage';

function setUp(url = paths.newService(ORG_ID, PROJECT_ID, ENVIRONMENT_ID), services = [application()]) {
  const api = answerChoices(mockApi()).on(environmentServiceEndpoints.listAll, {
    body: { results: services },
  });
  signInAs(api, 'WRITE');
  const view = renderPage(NewServicePage, {
    path: routePatterns.newService,
    url,
    others: [routePatterns.service, routePatterns.environment],
  });
  return { api, ...view };
}

describe('new service', () => {
  it('creates a ready example in one click, named apart from the services already there, and opens it', async () => {
    const { user, api } = setUp(undefined, [application({ name: 'sample-web' })]);
    api.on(applicationEndpoints.create, { status: 201, body: application({ name: 'sample-web-2' }) });
    const examples = await screen.findByRole('region', { name: 'Start from a ready example' });
    const create = within(examples).getByRole('button', { name: 'Create the sample application' });
    // The names of the environment's services decide the example's: it waits for them.
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);

    expect(await screen.findByText(`Navigated to ${routePatterns.service}`)).toBeInTheDocument();
    const sent = api.sent(applicationEndpoints.create);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe(`/environment/${ENVIRONMENT_ID}/application`);
    expect(sent[0]?.body).toEqual({
      name: 'sample-web-2',
      git_repository: { url: 'https://github.com/docker/welcome-to-docker.git', branch: 'main' },
      build_mode: 'DOCKER',
      dockerfile_path: 'Dockerfile',
      ports: [{ internal_port: 3000, publicly_accessible: true }],
    });
  });

  it('creates the sample database in one click', async () => {
    const { user, api } = setUp(undefined, []);
    api.on(databaseEndpoints.create, { status: 201, body: database({ name: 'sample-db' }) });
    const create = await screen.findByRole('button', { name: 'Create the sample database' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await screen.findByText(`Navigated to ${routePatterns.service}`)).toBeInTheDocument();
    expect(api.sent(databaseEndpoints.create)[0]?.body).toEqual({
      name: 'sample-db',
      type: 'POSTGRESQL',
      version: '16',
      mode: 'CONTAINER',
      storage: 10,
    });
  });

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
