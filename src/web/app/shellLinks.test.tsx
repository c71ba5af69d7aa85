import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authEndpoints, organizationEndpoints, permissionEndpoints, projectEndpoints } from '../../contract';
import { paths } from '../lib/paths';
import { sessionStore } from '../lib/session/sessionStore';
import { identity, ORG_ID, organization, permissionsOf } from '../test/fixtures';
import { apiError, mockApi } from '../test/mockApi';
import { loadPagesFirst, renderRoutes, signInAs } from '../test/render';
import { createRoutes } from './routes';

loadPagesFirst(createRoutes);

const UNKNOWN_ID = '0badc0de-0000-4000-8000-000000000000';

function serve() {
  const api = mockApi()
    .on(projectEndpoints.list, apiError(404, `Organization ${UNKNOWN_ID} not found`))
    .on(organizationEndpoints.get, apiError(404, `Organization ${UNKNOWN_ID} not found`));
  signInAs(api, 'ADMIN');
  return api;
}

describe('the shell around organizations that are not there', { timeout: 45_000 }, () => {
  it('shows the organization settings of an unknown organization as not found, with the way back', async () => {
    serve();
    renderRoutes(createRoutes(), paths.generalSettings(UNKNOWN_ID));
    expect(
      await screen.findByRole('heading', { name: `No organization with id ${UNKNOWN_ID}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your organizations' })).toHaveAttribute(
      'href',
      paths.home(),
    );
    expect(screen.queryByText(/Could not/)).not.toBeInTheDocument();
  });

  it('still shows the settings of an organization named in capitals', async () => {
    const api = serve();
    api.on(organizationEndpoints.get, { body: organization({ id: ORG_ID, name: 'Acme' }) });
    renderRoutes(createRoutes(), paths.generalSettings(ORG_ID.toUpperCase()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organization settings' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['a malformed', 'not-an-id'],
    ['an unknown', UNKNOWN_ID],
  ])('leads the side links into a known organization from %s organization id', async (_, badId) => {
    serve();
    const { user } = renderRoutes(createRoutes(), paths.projects(badId));
    await screen.findByRole('heading', { level: 1, name: 'Organization not found' });
    // A test's window is narrow: the side links are in the drawer.
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      paths.projects(ORG_ID),
    );
    expect(within(navigation).getByRole('link', { name: 'Organization settings' })).toHaveAttribute(
      'href',
      paths.settings(ORG_ID),
    );
  });
});

describe('the API address in the sidebar', { timeout: 45_000 }, () => {
  async function sidebar(baseUrl: string) {
    const api = mockApi(baseUrl)
      .on(projectEndpoints.list, { body: { results: [] } })
      .on(organizationEndpoints.get, { body: organization({ id: ORG_ID }) })
      .on(authEndpoints.whoAmI, { body: identity() })
      .on(permissionEndpoints.get, { body: permissionsOf() });
    sessionStore.signIn(baseUrl, { kind: 'token', token: 'test-token' });
    const { user } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('link', { name: 'Projects' });
    return { api, navigation: screen.getByRole('navigation', { name: 'Main' }) };
  }

  it('is left out while the console talks to its own site', async () => {
    const { navigation } = await sidebar(`${window.location.origin}/api`);
    expect(within(navigation).queryByText('API')).not.toBeInTheDocument();
    expect(within(navigation).queryByText(`${window.location.origin}/api`)).not.toBeInTheDocument();
  });

  it('is shown when the console was pointed at another site', async () => {
    const { navigation } = await sidebar('http://platform.internal:8080/api');
    expect(within(navigation).getByText('http://platform.internal:8080/api')).toBeInTheDocument();
  });
});

describe('notices in the shell', { timeout: 45_000 }, () => {
  it('keep room at the end of a narrow page for the notice along its bottom edge', async () => {
    const api = mockApi()
      .on(projectEndpoints.list, { body: { results: [] } })
      .on(organizationEndpoints.get, { body: organization({ id: ORG_ID }) });
    signInAs(api, 'ADMIN');
    const { notices } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    const main = screen.getByRole('main');
    const roomAtTheEnd = () => getComputedStyle(main).paddingBottom;
    const without = roomAtTheEnd();

    act(() => notices.notify({ severity: 'success', message: 'Project deleted' }));
    await screen.findByRole('alert');
    expect(parseFloat(roomAtTheEnd())).toBeGreaterThanOrEqual(parseFloat(without) + 80);

    act(() => notices.dismiss(notices.current()!.id));
    await waitFor(() => expect(roomAtTheEnd()).toBe(without));
  });
});
