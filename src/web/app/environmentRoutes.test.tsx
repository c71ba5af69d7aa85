import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  environmentEndpoints,
  environmentServiceEndpoints,
  gitTokenEndpoints,
  projectEndpoints,
} from '../../contract';
import { paths } from '../lib/paths';
import { application, environment, ENVIRONMENT_ID, PROJECT_ID } from '../test/environmentFixtures';
import { ORG_ID, project } from '../test/fixtures';
import { mockApi } from '../test/mockApi';
import { loadPagesFirst, renderRoutes, signInAs } from '../test/render';
import { createRoutes } from './routes';

loadPagesFirst(createRoutes);

const storefront = project({ id: PROJECT_ID, name: 'storefront' });
const production = environment({ id: ENVIRONMENT_ID, name: 'production', mode: 'PRODUCTION' });
const staging = environment({ name: 'staging', mode: 'STAGING' });

function serveProject() {
  const api = mockApi()
    .on(projectEndpoints.get, { body: storefront })
    .on(projectEndpoints.list, { body: { results: [storefront] } })
    .on(environmentEndpoints.list, { body: { results: [production, staging] } })
    .on(environmentEndpoints.get, (request) => ({
      body: request.params.environmentId === staging.id ? staging : production,
    }))
    .on(environmentServiceEndpoints.listAll, { body: { results: [application('web')] } });
  signInAs(api, 'WRITE');
  return api;
}

describe('environments in the console', () => {
  it('shows the project’s environments on its page', async () => {
    serveProject();
    renderRoutes(createRoutes(), paths.project(ORG_ID, PROJECT_ID));
    expect(await screen.findByRole('heading', { level: 1, name: 'storefront' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Environments' });
    expect(within(table).getByRole('link', { name: 'production' })).toHaveAttribute(
      'href',
      paths.environment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID),
    );
  });

  it('switches to a sibling environment from the breadcrumb', async () => {
    serveProject();
    const { user, router } = renderRoutes(
      createRoutes(),
      paths.environment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'production' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('button', { name: 'storefront' })).not.toHaveAttribute('aria-current');
    const crumb = within(trail).getByRole('button', { name: 'production' });
    expect(crumb).toHaveAttribute('aria-current', 'page');

    await user.click(crumb);
    const menu = await screen.findByRole('menu', { name: 'Environments' });
    await user.click(within(menu).getByRole('menuitem', { name: 'staging' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'staging' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.environment(ORG_ID, PROJECT_ID, staging.id));
  });

  it('lists the new settings sections', async () => {
    const api = mockApi().on(gitTokenEndpoints.list, { body: { results: [] } });
    signInAs(api, 'ADMIN');
    renderRoutes(createRoutes(), paths.gitTokens(ORG_ID));
    expect(await screen.findByRole('heading', { level: 2, name: 'Git tokens' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(sections).getByRole('link', { name: 'Git tokens' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sections).getByRole('link', { name: 'Container registries' })).toHaveAttribute(
      'href',
      paths.containerRegistries(ORG_ID),
    );
    expect(within(sections).getByRole('link', { name: 'Helm repositories' })).toHaveAttribute(
      'href',
      paths.helmRepositories(ORG_ID),
    );
  });
});
