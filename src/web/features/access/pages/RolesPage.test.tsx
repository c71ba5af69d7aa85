import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customRoleEndpoints } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { apiError, mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { customRole } from '../testing/fixtures';
import { RolesPage } from './RolesPage';

const everyType = (permission: 'NO_ACCESS' | 'VIEWER') =>
  (['DEVELOPMENT', 'PREVIEW', 'STAGING', 'PRODUCTION'] as const).map((environment_type) => ({
    environment_type,
    permission,
  }));

const auditors = customRole('Auditors', {
  description: 'Reads everything in two projects',
  cluster_permissions: [
    { cluster_id: 'cdcdcdcd-0201-4000-8000-000000000000', cluster_name: 'main', permission: 'VIEWER' },
  ],
  project_permissions: [
    {
      project_id: 'aaaaaaaa-0201-4000-8000-000000000000',
      project_name: 'web',
      is_admin: false,
      permissions: everyType('VIEWER'),
    },
    {
      project_id: 'aaaaaaaa-0202-4000-8000-000000000000',
      project_name: 'api',
      is_admin: true,
      permissions: [],
    },
    {
      project_id: 'aaaaaaaa-0203-4000-8000-000000000000',
      project_name: 'old',
      is_admin: false,
      permissions: everyType('NO_ACCESS'),
    },
  ],
});
const held = customRole('Release managers');
const everywhere = customRole('Readers', {
  all_projects: { is_admin: false, permissions: everyType('VIEWER') },
  project_permissions: [
    {
      project_id: 'aaaaaaaa-0203-4000-8000-000000000000',
      project_name: 'old',
      is_admin: false,
      permissions: everyType('NO_ACCESS'),
    },
  ],
});

function setUp() {
  const api = mockApi().on(customRoleEndpoints.list, { body: { results: [auditors, held, everywhere] } });
  signInAs(api);
  const view = renderPage(RolesPage, {
    path: routePatterns.roles,
    url: paths.roles(ORG_ID),
    others: [routePatterns.role],
  });
  return { api, ...view };
}

describe('roles page', () => {
  it('lists the custom roles with what they reach, and the built-in ones', async () => {
    setUp();
    const table = await screen.findByRole('table', { name: 'Custom roles' });
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: 'Auditors' })).toHaveAttribute(
      'href',
      paths.role(ORG_ID, auditors.id),
    );
    // The project listed at no access reaches nothing.
    expect(first).toHaveTextContent('2 projects, 1 cluster');
    expect(first).toHaveTextContent('Reads everything in two projects');
    expect(second).toHaveTextContent('0 projects, 0 clusters');
    // Every project, later ones included, but the one listed at no access.
    expect(third).toHaveTextContent('All projects but 1, 0 clusters');
    const builtIn = screen.getByRole('table', { name: 'Built-in roles' });
    expect(
      within(builtIn)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild?.textContent),
    ).toEqual(['Owner', 'Admin', 'Developer', 'Viewer']);
  });

  it('creates a role and opens its matrix', async () => {
    const { user, api } = setUp();
    const created = customRole('Deployers');
    api.on(customRoleEndpoints.create, { status: 201, body: created });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create role' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    const form = await screen.findByRole('dialog', { name: 'Create role' });
    await user.type(within(form).getByLabelText(/Name/), 'Deployers');
    await user.click(within(form).getByRole('button', { name: 'Create and set permissions' }));

    expect(await screen.findByText(`Navigated to ${routePatterns.role}`)).toBeInTheDocument();
    expect(api.sent(customRoleEndpoints.create)[0]?.body).toEqual({ name: 'Deployers', description: '' });
  });

  it('deletes a role after a confirmation naming it, and says why one held cannot be', async () => {
    const { user, api } = setUp();
    api.on(
      customRoleEndpoints.delete,
      apiError(
        409,
        'Role "Release managers" is held by a member, an invitation or an API token: give them another role first',
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Release managers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete role?' });
    expect(dialog).toHaveTextContent('The role Release managers is deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete role' }));

    expect(await screen.findByText(/is held by a member, an invitation or an API token/)).toBeInTheDocument();
    expect(api.sent(customRoleEndpoints.delete).map((request) => request.path)).toEqual([
      `/organization/${ORG_ID}/customRole/${held.id}`,
    ]);
  });
});
