import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  environmentDeploymentEndpoints,
  environmentEndpoints,
  environmentServiceEndpoints,
  linkEndpoints,
  projectDeploymentEndpoints,
  projectEndpoints,
  searchEndpoints,
  serviceDeploymentEndpointsByKind,
  serviceEndpointsByKind,
  type SearchResult,
} from '../../contract';
import { environmentStatuses, serviceStatus } from '../features/deployments/testing/fixtures';
import { paths } from '../lib/paths';
import { application, environment, ENVIRONMENT_ID, PROJECT_ID } from '../test/environmentFixtures';
import { ORG_ID, OTHER_ORG_ID, project } from '../test/fixtures';
import { mockApi } from '../test/mockApi';
import { loadPagesFirst, renderRoutes, signInAs } from '../test/render';
import { createRoutes } from './routes';
import { LazyCommandPalette, LazyShortcutsDialog } from './shell/palette/lazyPalette';

loadPagesFirst(createRoutes, [LazyCommandPalette, LazyShortcutsDialog]);

const storefront = project({ id: PROJECT_ID, name: 'storefront' });
const production = environment({ id: ENVIRONMENT_ID, name: 'production', mode: 'PRODUCTION' });
const web = application('storefront-web');
const webResult: SearchResult = {
  kind: 'SERVICE',
  id: web.id,
  name: web.name,
  service_type: 'APPLICATION',
  project: { id: PROJECT_ID, name: 'storefront' },
  environment: { id: ENVIRONMENT_ID, name: 'production' },
};

function serve() {
  const api = mockApi()
    .on(projectEndpoints.get, { body: storefront })
    .on(projectEndpoints.list, { body: { results: [storefront] } })
    .on(environmentEndpoints.list, { body: { results: [production] } })
    .on(environmentEndpoints.get, { body: production })
    .on(environmentServiceEndpoints.listAll, { body: { results: [web] } })
    .on(serviceEndpointsByKind.application.get, { body: web })
    .on(linkEndpoints.application, { body: { results: [] } })
    .on(environmentDeploymentEndpoints.statuses, {
      body: environmentStatuses({ applications: [serviceStatus(web.id, 'DEPLOYED')] }),
    })
    .on(projectDeploymentEndpoints.environmentStatuses, {
      body: { results: [environmentStatuses({}).environment] },
    })
    .on(environmentDeploymentEndpoints.history, { body: { results: [] } })
    .on(serviceDeploymentEndpointsByKind.application.history, { body: { results: [] } })
    .on(searchEndpoints.search, (request) => ({
      body: {
        results: 'front-w'.includes(request.url.searchParams.get('q') ?? '') ? [webResult] : [],
        pagination: { page: 1, page_size: 20, total_count: 1, total_pages: 1 },
      },
    }));
  signInAs(api, 'DEPLOY');
  return api;
}

afterEach(() => localStorage.clear());

const palette = () => screen.findByRole('combobox', { name: 'Go to or run' });

describe('the command palette', { timeout: 45_000 }, () => {
  it('opens with Ctrl+K, finds a service by part of its name and opens it from the keyboard', async () => {
    const api = serve();
    const { user, router } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await screen.findByRole('heading', { level: 1, name: 'Projects' });

    await user.keyboard('{Control>}k{/Control}');
    const input = await palette();
    expect(input).toHaveFocus();
    // With nothing typed: the page's actions and the organizations, the first choice active.
    const listbox = screen.getByRole('listbox', { name: 'Places and actions' });
    expect(within(listbox).getByRole('option', { name: /Acme/ })).toBeInTheDocument();
    const [first] = within(listbox).getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);

    await user.type(input, 'front-w');
    const found = await within(listbox).findByRole('option', { name: /storefront-web/ });
    expect(found).toHaveTextContent('storefront / production');
    expect(api.sent(searchEndpoints.search).at(-1)?.url.searchParams.get('q')).toBe('front-w');
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
      ),
    );
    expect(screen.queryByRole('combobox', { name: 'Go to or run' })).not.toBeInTheDocument();
  });

  it('keeps what is typed right after Ctrl+K, before the palette is there', async () => {
    serve();
    const { user } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    await user.keyboard('{Control>}k{/Control}front-x{Backspace}w');
    const input = await palette();
    await waitFor(() => expect(input).toHaveValue('front-w'));
    expect(await screen.findByRole('option', { name: /storefront-web/ })).toBeInTheDocument();
  });

  it('lists the places opened before first, from this browser’s memory', async () => {
    serve();
    const { user } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await palette(), 'front-w');
    await user.click(await screen.findByRole('option', { name: /storefront-web/ }));
    await screen.findByRole('heading', { level: 1, name: 'storefront-web' });

    await user.click(screen.getByRole('button', { name: 'Search' }));
    const listbox = screen.getByRole('listbox', { name: 'Places and actions' });
    const recent = within(listbox).getByRole('group', { name: 'Recent' });
    expect(within(recent).getByRole('option', { name: /storefront-web/ })).toBeInTheDocument();
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Actions on this page', 'Actions of the pages above', 'Recent', 'Organizations']);
  });

  it('remembers the pages visited by any way, not only from the palette', async () => {
    serve();
    const { user } = renderRoutes(
      createRoutes(),
      paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
    );
    await screen.findByRole('heading', { level: 1, name: 'storefront-web' });

    await user.keyboard('{Control>}k{/Control}');
    const listbox = await screen.findByRole('listbox', { name: 'Places and actions' });
    const recent = await within(listbox).findByRole('group', { name: 'Recent' });
    expect(within(recent).getByRole('option', { name: /storefront-web/ })).toHaveTextContent(
      'storefront / production',
    );
  });

  it('runs the page’s actions: Deploy on a service page opens its deploy dialog', async () => {
    serve();
    const { user } = renderRoutes(
      createRoutes(),
      paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
    );
    await screen.findByRole('heading', { level: 1, name: 'storefront-web' });
    await screen.findByRole('button', { name: 'Deploy' });

    await user.keyboard('{Control>}k{/Control}');
    await user.type(await palette(), 'deploy');
    const listbox = screen.getByRole('listbox', { name: 'Places and actions' });
    const actions = within(listbox).getByRole('group', { name: 'Actions on this page' });
    expect(
      within(actions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      expect.stringContaining('Deploy storefront-web'),
      expect.stringContaining('Redeploy storefront-web'),
    ]);
    await user.clear(await palette());
    // The page's own actions first, then what every page offers.
    const everything = within(listbox).getByRole('group', { name: 'Actions on this page' });
    expect(within(everything).getAllByRole('option').at(-1)).toHaveTextContent('Copy service id');
    await user.type(await palette(), 'deploy');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Deploy storefront-web?' })).toBeInTheDocument();
  });

  it('offers copying the id of the page’s record and moving to another organization', async () => {
    serve();
    const { user, router } = renderRoutes(createRoutes(), paths.project(ORG_ID, PROJECT_ID));
    await screen.findByRole('heading', { level: 1, name: 'storefront' });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await palette(), 'copy');
    expect(await screen.findByRole('option', { name: /Copy project id/ })).toBeInTheDocument();

    await user.clear(await palette());
    await user.type(await palette(), 'glob');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.projects(OTHER_ORG_ID)));
  });

  it('offers the actions of the pages above, after the page’s own and the nearest first: New service from a service’s page', async () => {
    signInAs(serve(), 'ADMIN');
    const { user, router } = renderRoutes(
      createRoutes(),
      paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
    );
    await screen.findByRole('heading', { level: 1, name: 'storefront-web' });
    await screen.findByRole('button', { name: 'Deploy' });

    await user.keyboard('{Control>}k{/Control}');
    const listbox = screen.getByRole('listbox', { name: 'Places and actions' });
    const groups = () =>
      within(listbox)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label'));
    const above = await within(listbox).findByRole('group', { name: 'Actions of the pages above' });
    expect(groups().indexOf('Actions of the pages above')).toBe(groups().indexOf('Actions on this page') + 1);
    // The nearest page's first: the environment's, the project's, the organization's.
    await waitFor(() =>
      expect(
        within(above)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        expect.stringContaining('New service'),
        expect.stringContaining('Deploy environment production'),
        expect.stringContaining('Create environment'),
        expect.stringContaining('Create project'),
        expect.stringContaining('All services'),
      ]),
    );

    await user.type(await palette(), 'new service');
    const option = await within(listbox).findByRole('option', { name: /New service/ });
    expect(option).not.toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.newService(ORG_ID, PROJECT_ID, ENVIRONMENT_ID)),
    );
  });

  it('runs an action of a page above on its page: Create environment from a service’s page', async () => {
    signInAs(serve(), 'ADMIN');
    const { user, router } = renderRoutes(
      createRoutes(),
      paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
    );
    await screen.findByRole('heading', { level: 1, name: 'storefront-web' });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await palette(), 'create environment');
    await screen.findByRole('option', { name: /Create environment/ });
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('dialog', { name: 'Create environment' })).toBeInTheDocument();
    // Once run, the request leaves the address: going back or reloading does not run it again.
    expect(router.state.location.pathname).toBe(paths.project(ORG_ID, PROJECT_ID));
    expect(router.state.location.search).toBe('');
  });

  it('runs Deploy environment from a service’s page: the environment’s page opens on its deploy dialog', async () => {
    signInAs(serve(), 'ADMIN');
    const { user, router } = renderRoutes(
      createRoutes(),
      paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
    );
    await screen.findByRole('heading', { level: 1, name: 'storefront-web' });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await palette(), 'deploy environment');
    const option = await screen.findByRole('option', { name: /Deploy environment production/ });
    expect(option).not.toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('dialog', { name: 'Deploy production?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.environment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID));
    expect(router.state.location.search).toBe('');
  });

  it('shows a disabled action with its reason and does not run it', async () => {
    serve();
    const { user } = renderRoutes(createRoutes(), paths.environment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID));
    await screen.findByRole('heading', { level: 1, name: 'production' });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await palette(), 'new service');
    const option = await screen.findByRole('option', { name: /New service/ });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(option).toHaveTextContent(/Needs .* access/);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Go to or run' })).toBeInTheDocument();
  });
});

describe('the keyboard shortcuts', { timeout: 45_000 }, () => {
  it('opens with ? and lists the shortcuts; ? typed in a text box stays text', async () => {
    serve();
    const { user } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Show these shortcuts')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Anywhere' })).toHaveTextContent('CtrlK');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('{Control>}k{/Control}');
    await user.type(await palette(), '?');
    expect(await palette()).toHaveValue('?');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
  });

  it('opens from the help menu', async () => {
    serve();
    const { user } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await user.click(await screen.findByRole('button', { name: 'Help' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Keyboard shortcuts' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});
