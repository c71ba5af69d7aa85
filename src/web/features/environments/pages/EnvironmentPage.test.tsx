import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  environmentEndpoints,
  environmentServiceEndpoints,
  permissionEndpoints,
  type AnyService,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import {
  application,
  container,
  cronJob,
  database,
  environment,
  ENVIRONMENT_ID,
  helmChart,
  PROJECT_ID,
} from '../../../test/environmentFixtures';
import { customRolePermissions, ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderRoutes, signInAs } from '../../../test/render';
import { EnvironmentPage } from './EnvironmentPage';
import { EnvironmentServicesSection } from './EnvironmentServicesSection';

const staging = environment({
  id: ENVIRONMENT_ID,
  name: 'staging',
  mode: 'STAGING',
  cluster_name: 'eu-west',
});
const web = application('web', 'storefront', 'release');
const api = application('api');
const redis = container('cache', 'redis', '7.4');
const postgres = database('orders-db', 'POSTGRESQL', '16');
const nightly = cronJob('nightly-report', 'acme/reports', 'v3');
const chart = helmChart('ingress', 'nginx-ingress', '4.11.0');

function setUp(services: AnyService[]) {
  const server = mockApi()
    .on(environmentEndpoints.get, { body: staging })
    .on(environmentServiceEndpoints.listAll, { body: { results: services } });
  signInAs(server, 'WRITE');
  const view = renderEnvironmentPage();
  return { server, ...view };
}

function renderEnvironmentPage() {
  return renderRoutes(
    [
      {
        path: routePatterns.environment,
        Component: EnvironmentPage,
        children: [{ index: true, Component: EnvironmentServicesSection }],
      },
      ...[routePatterns.newService, routePatterns.service].map((other) => ({
        path: other,
        element: <p>Navigated to {other}</p>,
      })),
    ],
    paths.environment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID),
  );
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Services' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

// Dialogs with several menus take seconds to fill in under jsdom on a busy machine.
describe('environment page', { timeout: 45_000 }, () => {
  it('shows the environment and every service with its type and source', async () => {
    const { server } = setUp([web, api, redis, postgres, nightly, chart]);
    expect(await screen.findByRole('heading', { level: 1, name: 'staging' })).toBeInTheDocument();
    expect(screen.getByText('Staging')).toBeInTheDocument();
    expect(screen.getByText('eu-west')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Services' });
    expect(rowNames()).toEqual(['api', 'cache', 'ingress', 'nightly-report', 'orders-db', 'web']);
    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
    expect(row('web')).toHaveTextContent('Application');
    expect(row('web')).toHaveTextContent('acme/storefront@release');
    expect(row('cache')).toHaveTextContent('redis:7.4');
    expect(row('orders-db')).toHaveTextContent('PostgreSQL 16');
    expect(row('nightly-report')).toHaveTextContent('acme/reports:v3');
    expect(row('ingress')).toHaveTextContent('nginx-ingress 4.11.0');
    expect(within(row('orders-db')).getByRole('img', { name: 'Database' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'orders-db' })).toHaveAttribute(
      'href',
      paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'database', postgres.id),
    );
    // One request for every type.
    expect(server.sent(environmentServiceEndpoints.listAll).map((request) => request.path)).toEqual([
      `/environment/${ENVIRONMENT_ID}/services`,
    ]);
  });

  it('filters by type with toggle chips showing counts, combined with the search', async () => {
    const { user } = setUp([web, api, redis, postgres, nightly]);
    await screen.findByRole('table', { name: 'Services' });
    const filters = screen.getByRole('group', { name: 'Filter by type' });
    const applications = within(filters).getByRole('button', { name: 'Applications (2)' });
    const databases = within(filters).getByRole('button', { name: 'Databases (1)' });
    expect(within(filters).queryByRole('button', { name: /Helm/ })).not.toBeInTheDocument();
    expect(applications).toHaveAttribute('aria-pressed', 'false');

    await user.click(applications);
    expect(applications).toHaveAttribute('aria-pressed', 'true');
    expect(rowNames()).toEqual(['api', 'web']);

    await user.click(databases);
    expect(rowNames()).toEqual(['api', 'orders-db', 'web']);

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'store');
    expect(rowNames()).toEqual(['web']);

    await user.click(applications);
    expect(screen.getByText('Nothing matches “store”.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search services' }));
    expect(rowNames()).toEqual(['orders-db']);

    await user.click(databases);
    expect(rowNames()).toHaveLength(5);
  });

  it('searches by source as well as name', async () => {
    const { user } = setUp([web, redis, postgres]);
    await screen.findByRole('table', { name: 'Services' });
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'redis');
    expect(rowNames()).toEqual(['cache']);
  });

  it('points an empty environment at New service', async () => {
    const { user } = setUp([]);
    expect(await screen.findByRole('heading', { name: 'No services yet' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: 'New service' });
    for (const link of links) {
      expect(link).toHaveAttribute('href', paths.newService(ORG_ID, PROJECT_ID, ENVIRONMENT_ID));
    }
    await user.click(links[0]!);
    expect(await screen.findByText(`Navigated to ${routePatterns.newService}`)).toBeInTheDocument();
  });

  it('offers its sections as tabs: the overview here, deployment stages beside it', async () => {
    setUp([web]);
    const sections = await screen.findByRole('navigation', { name: 'Environment sections' });
    expect(within(sections).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(sections).getByRole('link', { name: 'Deployment stages' })).toHaveAttribute(
      'href',
      paths.environmentStages(ORG_ID, PROJECT_ID, ENVIRONMENT_ID),
    );
  });

  it('says why New service is unavailable with read-only access', async () => {
    const server = mockApi()
      .on(environmentEndpoints.get, { body: staging })
      .on(environmentServiceEndpoints.listAll, { body: { results: [web] } });
    signInAs(server, 'READ');
    renderEnvironmentPage();
    const button = await screen.findByRole('button', { name: 'New service' });
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription('Needs Write access — your access here is Read.'),
    );
    expect(button).toBeDisabled();
  });

  it('offers the modes the role may not manage in the project disabled, with the reason', async () => {
    const server = mockApi()
      .on(environmentEndpoints.get, { body: staging })
      .on(environmentServiceEndpoints.listAll, { body: { results: [web] } })
      .on(environmentEndpoints.edit, (request) => ({ body: { ...staging, ...(request.body as object) } }));
    signInAs(server, 'WRITE');
    server.on(permissionEndpoints.get, {
      body: customRolePermissions({ id: PROJECT_ID, name: 'shop' }, ['DEVELOPMENT', 'STAGING']),
    });
    const { user } = renderEnvironmentPage();
    const edit = await screen.findByRole('button', { name: 'Edit' });
    await waitFor(() => expect(edit).toBeEnabled());
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit environment staging' });
    await user.click(within(dialog).getByRole('combobox', { name: /Mode/ }));

    const production = await screen.findByRole('option', { name: /Production/ });
    expect(production).toHaveAttribute('aria-disabled', 'true');
    expect(production).toHaveTextContent('Your role cannot manage production environments of shop.');
    await user.click(screen.getByRole('option', { name: /Development/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.sent(environmentEndpoints.edit)).toHaveLength(1));
    expect(server.sent(environmentEndpoints.edit)[0]?.body).toMatchObject({ mode: 'DEVELOPMENT' });
  });
});
