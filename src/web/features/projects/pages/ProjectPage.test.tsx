import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectEndpoints } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID, project } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, renderRoutes, signInAs } from '../../../test/render';
import { ProjectPage } from './ProjectPage';

describe('project page', () => {
  const web = project({ name: 'web', description: 'The public website', associated_environments_count: 1 });

  function setUp() {
    const api = mockApi().on(projectEndpoints.get, { body: web });
    signInAs(api, 'WRITE');
    const view = renderPage(ProjectPage, {
      path: routePatterns.project,
      url: paths.project(ORG_ID, web.id),
      others: [routePatterns.projects],
    });
    return { api, ...view };
  }

  it('shows the project with a copyable ID', async () => {
    const { user, api } = setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'web' })).toBeInTheDocument();
    expect(api.sent(projectEndpoints.get)[0]?.path).toBe(`/project/${web.id}`);
    expect(screen.getByText('The public website', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy project ID' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(web.id);
  });

  it('shows its details on the overview only, not under its variables', async () => {
    const api = mockApi().on(projectEndpoints.get, { body: web });
    signInAs(api, 'WRITE');
    renderRoutes(
      [
        {
          path: routePatterns.project,
          Component: ProjectPage,
          children: [{ path: 'variables', element: <p>The variables section</p> }],
        },
      ],
      paths.projectVariables(ORG_ID, web.id),
    );
    expect(await screen.findByText('The variables section')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Details' })).not.toBeInTheDocument();
  });

  it('goes back to the list after deleting the project', async () => {
    const { user, api } = setUp();
    api.on(projectEndpoints.delete, { status: 204 });
    await screen.findByRole('heading', { level: 1, name: 'web' });
    const remove = await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Delete' });
      expect(button).toBeEnabled();
      return button;
    });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete project?' });
    await user.type(within(dialog).getByLabelText('Type web to confirm'), 'web');
    await user.click(within(dialog).getByRole('button', { name: 'Delete project' }));

    expect(await screen.findByText(`Navigated to ${routePatterns.projects}`)).toBeInTheDocument();
    expect(api.sent(projectEndpoints.delete)).toHaveLength(1);
  });
});
