import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectEndpoints, type ApiTokenScope, type Project } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID, project } from '../../../test/fixtures';
import { apiError, mockApi, type MockResponse } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { ProjectsPage } from './ProjectsPage';

function setUp(projects: Project[] | MockResponse, scope: ApiTokenScope = 'WRITE') {
  const api = mockApi().on(
    projectEndpoints.list,
    Array.isArray(projects) ? { body: { results: projects } } : projects,
  );
  signInAs(api, scope);
  const view = renderPage(ProjectsPage, {
    path: routePatterns.projects,
    url: paths.projects(ORG_ID),
    others: [routePatterns.project],
  });
  return { api, ...view };
}

/** Buttons guarded by the scope are enabled once the identity has loaded. */
async function enabledButton(name: string) {
  return waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button).toBeEnabled();
    return button;
  });
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Projects' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(within(row).getAllByRole('cell')[0]!).getByRole('link').textContent);

describe('projects page', () => {
  const web = project({ name: 'web', description: 'The public website', associated_environments_count: 3 });
  const api = project({ name: 'api', description: 'Backend services', associated_environments_count: 1 });
  const batch = project({ name: 'batch', description: 'Nightly jobs', associated_environments_count: 0 });

  it('lists the projects by name, with search and sort', async () => {
    const { user, api: server } = setUp([web, api, batch]);

    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Projects' });
    expect(rowNames()).toEqual(['api', 'batch', 'web']);
    expect(screen.getByRole('link', { name: 'web' })).toHaveAttribute('href', paths.project(ORG_ID, web.id));
    expect(server.sent(projectEndpoints.list)[0]?.path).toBe(`/organization/${ORG_ID}/project`);

    await user.click(screen.getByRole('button', { name: 'Environments' }));
    expect(rowNames()).toEqual(['batch', 'api', 'web']);
    await user.click(screen.getByRole('button', { name: 'Environments' }));
    expect(rowNames()).toEqual(['web', 'api', 'batch']);

    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'night');
    expect(rowNames()).toEqual(['batch']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search projects' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'zzz');
    expect(screen.getByText('Nothing matches “zzz”.')).toBeInTheDocument();
  });

  it('shows each description under its project’s name, cut to a line with the whole of it as the tooltip', async () => {
    const long = project({
      name: 'shop',
      description: 'The storefront, its checkout and the catalog behind it',
    });
    setUp([long, project({ name: 'bare', description: '' })]);

    const nameCell = (await screen.findByRole('link', { name: 'shop' })).closest('td')!;
    // In the name's cell, not a column of its own that a narrow table (a phone's) leaves out.
    const description = within(nameCell).getByText(long.description);
    expect(description).toHaveAttribute('title', long.description);
    expect(description).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
    expect(screen.queryByRole('columnheader', { name: 'Description' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'bare' }).closest('td')).toHaveTextContent(/^bare$/);
  });

  it('shows an empty state whose action creates the first project', async () => {
    const { user, api: server } = setUp([]);
    expect(
      await screen.findByRole('heading', { name: 'No projects yet — create the first one' }),
    ).toBeInTheDocument();

    const created = project({ name: 'first' });
    server.on(projectEndpoints.create, { body: created });
    server.on(projectEndpoints.list, { body: { results: [created] } });
    await user.click(await enabledButton('Create project'));
    const dialog = await screen.findByRole('dialog', { name: 'Create project' });
    await user.type(within(dialog).getByLabelText(/Name/), 'first');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent(projectEndpoints.create)[0]?.body).toEqual({ name: 'first', description: '' });
    expect(await screen.findByRole('link', { name: 'first' })).toBeInTheDocument();
  });

  it('puts a 409 on the name field and keeps the dialog open', async () => {
    const { user, api: server } = setUp([web]);
    server.on(
      projectEndpoints.create,
      apiError(409, 'A project named web already exists in this organization'),
    );
    await user.click(await enabledButton('Create project'));
    const dialog = await screen.findByRole('dialog', { name: 'Create project' });
    await user.type(within(dialog).getByLabelText(/Name/), 'web');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));

    const name = within(dialog).getByLabelText(/Name/);
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A project named web already exists in this organization'),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Create project' })).toBeInTheDocument();
  });

  it('puts a 400 on the field its message names', async () => {
    const { user, api: server } = setUp([web]);
    server.on(projectEndpoints.create, apiError(400, 'body.description: must be at most 255 characters'));
    await user.click(await enabledButton('Create project'));
    const dialog = await screen.findByRole('dialog', { name: 'Create project' });
    await user.type(within(dialog).getByLabelText(/Name/), 'docs');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription(
        'Description must be at most 255 characters',
      ),
    );
  });

  it('refuses a control character in the name on the field, sending nothing', async () => {
    const { user, api: server } = setUp([web]);
    await user.click(await enabledButton('Create project'));
    const dialog = await screen.findByRole('dialog', { name: 'Create project' });
    const name = within(dialog).getByLabelText(/Name/);
    await user.click(name);
    await user.paste('docs\u0007site');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('Name must not contain control characters'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(server.sent(projectEndpoints.create)).toEqual([]);
  });

  it('edits starting from the server record', async () => {
    const { user, api: server } = setUp([web]);
    server.on(projectEndpoints.edit, (request) => ({ body: { ...web, ...(request.body as object) } }));
    await user.click(await enabledButton('Edit web'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit project web' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('web');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('The public website');
    await user.type(within(dialog).getByLabelText('Description'), ' (EU)');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(server.sent(projectEndpoints.edit)).toHaveLength(1));
    expect(server.sent(projectEndpoints.edit)[0]).toMatchObject({
      path: `/project/${web.id}`,
      body: { name: 'web', description: 'The public website (EU)' },
    });
  });

  it('reads the project afresh as its dialog opens, saves from that version, and shows a stale save as a conflict', async () => {
    const { user, api: server } = setUp([web]);
    server.on(projectEndpoints.get, { body: web, headers: { ETag: '"v1"' } });
    await user.click(await enabledButton('Edit web'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit project web' });
    await waitFor(() => expect(server.sent(projectEndpoints.get)).toHaveLength(1));
    // Someone else renames it meanwhile.
    server.on(projectEndpoints.get, { body: { ...web, name: 'storefront' }, headers: { ETag: '"v2"' } });
    server.on(projectEndpoints.edit, apiError(412, `Project ${web.id} changed since it was read`));
    await user.type(within(dialog).getByLabelText('Description'), ' (EU)');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed the project web' });
    expect(server.sent(projectEndpoints.edit)[0]?.headers.get('If-Match')).toBe('"v1"');
    expect(within(conflict).getByRole('listitem')).toHaveTextContent('NameTheirsstorefrontYoursweb');
    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Name/)).toHaveValue('storefront'));
    expect(within(dialog).getByLabelText('Description')).toHaveValue('The public website');
  });

  it('deletes after the name is typed, sending DELETE', async () => {
    const { user, api: server } = setUp([web, api]);
    server.on(projectEndpoints.delete, { status: 204 });
    await user.click(await enabledButton('Delete web'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project?' });
    expect(dialog).toHaveTextContent('This permanently deletes the project web and its 3 environments.');

    const confirm = within(dialog).getByRole('button', { name: 'Delete project' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type web to confirm'), 'web');
    server.on(projectEndpoints.list, { body: { results: [api] } });
    await user.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent(projectEndpoints.delete).map((request) => request.path)).toEqual([
      `/project/${web.id}`,
    ]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'web' })).not.toBeInTheDocument());
  });

  it('disables changes, saying why, for read-only access', async () => {
    setUp([web], 'READ');
    await screen.findByRole('table', { name: 'Projects' });
    const create = screen.getByRole('button', { name: 'Create project' });
    await waitFor(() => expect(create).toBeDisabled());
    expect(create).toHaveAccessibleDescription('Needs Write access — your access here is Read.');
    expect(screen.getByRole('button', { name: 'Edit web' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete web' })).toBeDisabled();
  });

  it('shows a failed load with a retry', async () => {
    const { user, api: server } = setUp(apiError(500, 'database unavailable'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not view the projects of this organization: the server failed.');
    server.on(projectEndpoints.list, { body: { results: [web] } });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'web' })).toBeInTheDocument();
  });

  it('says plainly when access is refused, without a pointless retry', async () => {
    setUp(apiError(403, 'This needs the READ scope'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are not allowed to view the projects of this organization.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
