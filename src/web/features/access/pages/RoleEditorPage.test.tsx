import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  clusterEndpoints,
  customRoleEndpoints,
  projectEndpoints,
  type ApiTokenScope,
  type EnvironmentMode,
  type ProjectPermission,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { cluster } from '../../../test/environmentFixtures';
import { ORG_ID, project } from '../../../test/fixtures';
import { apiError, mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { customRole } from '../testing/fixtures';
import { RoleEditorPage } from './RoleEditorPage';

const web = project({ name: 'web' });
const api = project({ name: 'api' });
const main = cluster({ id: 'cdcdcdcd-0101-4000-8000-000000000000', name: 'main' });
const edge = cluster({ id: 'cdcdcdcd-0102-4000-8000-000000000000', name: 'edge' });

const typed = (permissions: [EnvironmentMode, ProjectPermission][]) =>
  permissions.map(([environment_type, permission]) => ({ environment_type, permission }));

// Viewer of web's production and deployer of its staging, viewer of the main cluster; api and edge unlisted.
const auditors = customRole('Auditors', {
  description: 'Reads production',
  cluster_permissions: [{ cluster_id: main.id, cluster_name: 'main', permission: 'VIEWER' }],
  project_permissions: [
    {
      project_id: web.id,
      project_name: 'web',
      is_admin: false,
      permissions: typed([
        ['DEVELOPMENT', 'NO_ACCESS'],
        ['PREVIEW', 'NO_ACCESS'],
        ['STAGING', 'DEPLOYER'],
        ['PRODUCTION', 'VIEWER'],
      ]),
    },
  ],
});

function setUp(scope: ApiTokenScope = 'ADMIN') {
  const mock = mockApi()
    .on(customRoleEndpoints.get, { body: auditors })
    .on(projectEndpoints.list, { body: { results: [web, api] } })
    .on(clusterEndpoints.list, { body: { results: [main, edge] } });
  signInAs(mock, scope);
  const view = renderPage(RoleEditorPage, {
    path: routePatterns.role,
    url: paths.role(ORG_ID, auditors.id),
  });
  return { api: mock, ...view };
}

const select = (name: string) => screen.getByRole('combobox', { name });

/** The editor once the session's permissions are known (the matrix is locked until then). */
async function editable() {
  await screen.findByRole('heading', { name: 'Role: Auditors' });
  await waitFor(() => expect(select('web: Development')).toBeEnabled());
}

describe('role editor', () => {
  it("shows the role's matrix: every project and cluster of the organization, unlisted ones at no access", async () => {
    setUp();
    expect(await screen.findByRole('heading', { name: 'Role: Auditors' })).toBeInTheDocument();
    expect(select('web: Staging')).toHaveValue('DEPLOYER');
    expect(select('web: Production')).toHaveValue('VIEWER');
    expect(select('web: Development')).toHaveValue('NO_ACCESS');
    expect(select('api: Production')).toHaveValue('NO_ACCESS');
    // A project the role leaves out has no access, and the editor says why.
    expect(screen.getByRole('rowheader', { name: /^api/ })).toHaveTextContent(
      'apiNot listed: follows all projects',
    );
    expect(screen.getByRole('rowheader', { name: /^web/ })).toHaveTextContent(/^web$/);
    expect(
      screen.getByText(/all projects, applies to every project the role does not list/),
    ).toBeInTheDocument();
    expect(screen.getByText(/A cluster the role does not list is out of its reach/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'web: project admin' })).not.toBeChecked();
    expect(select('main: permission')).toHaveValue('VIEWER');
    expect(select('edge: permission')).toHaveValue('NONE');
    const save = screen.getByRole('button', { name: 'Save permissions' });
    expect(save).toBeDisabled();
    await waitFor(() => expect(save).toHaveAccessibleDescription('Nothing changed yet.'));
  });

  it('saves one environment type, the admin column and a cluster as the whole matrix in one PUT', async () => {
    const { user, api: mock } = setUp();
    mock.on(customRoleEndpoints.edit, (request) => ({
      body: { ...auditors, ...(request.body as object) },
    }));
    await editable();

    await user.selectOptions(select('web: Development'), 'Viewer');
    await user.click(screen.getByRole('switch', { name: 'api: project admin' }));
    // A project admin manages every type: the types show it and cannot be set apart.
    expect(select('api: Staging')).toHaveValue('MANAGER');
    expect(select('api: Staging')).toBeDisabled();
    await user.selectOptions(select('edge: permission'), 'Environment creator');
    await user.selectOptions(select('main: permission'), 'No access');
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));

    await waitFor(() => expect(mock.sent(customRoleEndpoints.edit)).toHaveLength(1));
    const sent = mock.sent(customRoleEndpoints.edit)[0]!;
    expect(sent.path).toBe(`/organization/${ORG_ID}/customRole/${auditors.id}`);
    expect(sent.body).toEqual({
      name: 'Auditors',
      description: 'Reads production',
      cluster_permissions: [{ cluster_id: edge.id, permission: 'ENV_CREATOR' }],
      project_permissions: [
        {
          project_id: web.id,
          is_admin: false,
          permissions: typed([
            ['DEVELOPMENT', 'VIEWER'],
            ['PREVIEW', 'NO_ACCESS'],
            ['STAGING', 'DEPLOYER'],
            ['PRODUCTION', 'VIEWER'],
          ]),
        },
        {
          project_id: api.id,
          is_admin: true,
          permissions: typed([
            ['DEVELOPMENT', 'NO_ACCESS'],
            ['PREVIEW', 'NO_ACCESS'],
            ['STAGING', 'NO_ACCESS'],
            ['PRODUCTION', 'NO_ACCESS'],
          ]),
        },
      ],
      all_projects: null,
    });
    expect(await screen.findByText('Role Auditors saved.')).toBeInTheDocument();
  });

  it('shows the row for all projects first, which projects not listed follow, and saves it for projects made later', async () => {
    const { user, api: mock } = setUp();
    mock.on(customRoleEndpoints.edit, (request) => ({
      body: { ...auditors, ...(request.body as object) },
    }));
    await editable();
    const rows = within(screen.getByRole('table', { name: 'Project permissions' })).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual([
      'All projects, including future onesEvery project not listed, and those created later',
      'web',
      'apiNot listed: follows all projects',
    ]);
    const all = 'All projects, including future ones';
    expect(select(`${all}: Production`)).toHaveValue('NO_ACCESS');

    await user.selectOptions(select(`${all}: Production`), 'Viewer');
    // api, which the role does not list, follows the row; web keeps its own.
    expect(select('api: Production')).toHaveValue('VIEWER');
    expect(select('web: Development')).toHaveValue('NO_ACCESS');
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));

    await waitFor(() => expect(mock.sent(customRoleEndpoints.edit)).toHaveLength(1));
    const sent = mock.sent(customRoleEndpoints.edit)[0]!.body as Record<string, unknown>;
    expect(sent.all_projects).toEqual({
      is_admin: false,
      permissions: typed([
        ['DEVELOPMENT', 'NO_ACCESS'],
        ['PREVIEW', 'NO_ACCESS'],
        ['STAGING', 'NO_ACCESS'],
        ['PRODUCTION', 'VIEWER'],
      ]),
    });
    expect(sent.project_permissions).toEqual([expect.objectContaining({ project_id: web.id })]);
  });

  it("shows the role's saved row for all projects", async () => {
    const mock = mockApi()
      .on(customRoleEndpoints.get, {
        body: {
          ...auditors,
          all_projects: { is_admin: true, permissions: typed([['PRODUCTION', 'MANAGER']]) },
        },
      })
      .on(projectEndpoints.list, { body: { results: [web, api] } })
      .on(clusterEndpoints.list, { body: { results: [main, edge] } });
    signInAs(mock, 'ADMIN');
    renderPage(RoleEditorPage, { path: routePatterns.role, url: paths.role(ORG_ID, auditors.id) });
    const admin = await screen.findByRole('switch', {
      name: 'All projects, including future ones: project admin',
    });
    expect(admin).toBeChecked();
    expect(screen.getByRole('switch', { name: 'api: project admin' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'web: project admin' })).not.toBeChecked();
  });

  it('asks again for the projects and clusters it lists once saved: what the session reads may have changed', async () => {
    const { user, api: mock } = setUp();
    mock.on(customRoleEndpoints.edit, (request) => ({
      body: { ...auditors, ...(request.body as object) },
    }));
    await editable();
    const projectsRead = mock.sent(projectEndpoints.list).length;
    const clustersRead = mock.sent(clusterEndpoints.list).length;

    await user.selectOptions(select('web: Development'), 'Viewer');
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));

    expect(await screen.findByText('Role Auditors saved.')).toBeInTheDocument();
    await waitFor(() => expect(mock.sent(projectEndpoints.list)).toHaveLength(projectsRead + 1));
    await waitFor(() => expect(mock.sent(clusterEndpoints.list)).toHaveLength(clustersRead + 1));
  });

  it("shows the server's refusal of a save", async () => {
    const { user, api: mock } = setUp();
    mock.on(
      customRoleEndpoints.edit,
      apiError(400, 'body.project_permissions.0.project_id: is listed twice'),
    );
    await editable();
    await user.selectOptions(select('web: Preview'), 'Manager');
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));
    expect(await screen.findByText(/is listed twice/)).toBeInTheDocument();
  });

  it('is read-only below admin, saying why', async () => {
    setUp('WRITE');
    await screen.findByRole('heading', { name: 'Role: Auditors' });
    await waitFor(() => expect(select('web: Staging')).toBeDisabled());
    expect(select('main: permission')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'web: project admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save permissions' })).toHaveAccessibleDescription(
      'Needs Admin access — your access here is Write.',
    );
  });
});
