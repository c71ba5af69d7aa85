import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  clusterEndpoints,
  organizationServiceEndpoints,
  projectEndpoints,
  type OrganizationService,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { cluster, CLUSTER_ID, ENVIRONMENT_ID, PROJECT_ID } from '../../../test/environmentFixtures';
import { ORG_ID, project } from '../../../test/fixtures';
import { mockApi, type SentRequest } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { AllServicesPage } from './AllServicesPage';

const service = (name: string, overrides: Partial<OrganizationService> = {}): OrganizationService => ({
  id: `cdcdcdcd-0000-4000-8000-${String(name.length).padStart(12, '0')}`,
  name,
  description: '',
  icon_uri: '',
  service_type: 'APPLICATION',
  project_id: PROJECT_ID,
  project_name: 'shop',
  environment_id: ENVIRONMENT_ID,
  environment_name: 'production',
  environment_mode: 'PRODUCTION',
  cluster_id: CLUSTER_ID,
  cluster_name: 'eu-west',
  state: 'DEPLOYED',
  last_deployment: {
    id: 'dededede-0000-4000-8000-000000000001',
    action: 'DEPLOY',
    state: 'DEPLOYED',
    created_at: '2026-11-20T09:00:00Z',
    ended_at: '2026-11-20T09:03:00Z',
    git_commit_id: 'a1b2c3d4e5f6',
    image_tag: null,
    chart_version: null,
  },
  ...overrides,
});

function setUp(results: OrganizationService[], total = results.length) {
  const api = mockApi()
    .on(organizationServiceEndpoints.list, (request: SentRequest) => ({
      body: {
        results,
        pagination: {
          page: Number(request.url.searchParams.get('page') ?? 1),
          page_size: 50,
          total_count: total,
          total_pages: Math.ceil(total / 50),
        },
      },
    }))
    .on(projectEndpoints.list, { body: { results: [project({ id: PROJECT_ID, name: 'shop' })] } })
    .on(clusterEndpoints.list, { body: { results: [cluster({ name: 'eu-west' })] } });
  signInAs(api, 'ADMIN');
  renderPage(AllServicesPage, { path: routePatterns.allServices, url: paths.allServices(ORG_ID) });
  return api;
}

const lastQuery = (api: ReturnType<typeof mockApi>) =>
  api.sent(organizationServiceEndpoints.list).at(-1)?.url.searchParams;

describe('all services page', { timeout: 60_000 }, () => {
  it('lists every service with its status and place, each linking to its page', async () => {
    setUp([
      service('storefront'),
      service('orders-db', { service_type: 'DATABASE', state: 'READY', last_deployment: null }),
    ]);
    const table = await screen.findByRole('table', { name: 'Services' });
    const link = within(table).getByRole('link', { name: 'storefront' });
    expect(link).toHaveAttribute(
      'href',
      paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', service('storefront').id),
    );
    const row = link.closest('tr');
    expect(row).toHaveTextContent('Deployed');
    expect(row).toHaveTextContent('a1b2c3d');
    expect(within(table).getByRole('link', { name: 'orders-db' }).closest('tr')).toHaveTextContent(
      'Not deployed',
    );
  });

  it('asks the server for the status, kind, project and cluster chosen, the search and the order', async () => {
    const api = setUp([service('storefront')]);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Services' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(lastQuery(api)?.get('state')).toContain('BUILD_ERROR'));
    expect(lastQuery(api)?.get('state')).not.toContain('DEPLOYED');
    await user.selectOptions(screen.getByLabelText('Kind'), 'DATABASE');
    await user.selectOptions(await screen.findByLabelText('Project'), PROJECT_ID);
    await user.selectOptions(screen.getByLabelText('Cluster'), CLUSTER_ID);
    await user.selectOptions(screen.getByLabelText('Sort by'), '-last_deployment');
    await user.type(screen.getByRole('searchbox', { name: 'Search services by name' }), 'store');
    await waitFor(() => expect(lastQuery(api)?.get('q')).toBe('store'));
    expect(Object.fromEntries(lastQuery(api) ?? [])).toMatchObject({
      service_type: 'DATABASE',
      project_id: PROJECT_ID,
      cluster_id: CLUSTER_ID,
      sort: '-last_deployment',
      page: '1',
    });
  });

  it('says when no service matches, and clears the filters', async () => {
    const api = setUp([]);
    const user = userEvent.setup();
    expect(await screen.findByText('No services yet')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Running');
    expect(await screen.findByText('No service matches these filters')).toBeInTheDocument();
    expect(lastQuery(api)?.get('state')).toBe('DEPLOYED,RESTARTED');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(await screen.findByText('No services yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('pages through a long list', async () => {
    const api = setUp([service('storefront')], 120);
    const user = userEvent.setup();
    expect(await screen.findByText('Page 1 of 3 · 120 services')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(api)?.get('page')).toBe('2'));
  });
});
