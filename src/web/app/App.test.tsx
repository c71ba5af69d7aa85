import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authEndpoints, organizationEndpoints, projectEndpoints } from '../../contract';
import { paths } from '../lib/paths';
import { sessionStore } from '../lib/session/sessionStore';
import { identity, organization, ORG_ID, OTHER_ORG_ID, project } from '../test/fixtures';
import { apiError, mockApi } from '../test/mockApi';
import { loadPagesFirst, renderRoutes, signInAs } from '../test/render';
import { createRoutes } from './routes';

loadPagesFirst(createRoutes);

const web = project({ name: 'web' });
const session = {
  access_token: 'jwt-new',
  token_type: 'Bearer',
  expires_in: 3600,
  expires_at: '2030-01-01T00:00:00Z',
};

describe('the console', () => {
  it('sends visitors without a session to sign in, remembering where they were going', async () => {
    const api = mockApi();
    const { router } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(paths.projects(ORG_ID));
    expect(api.requests).toHaveLength(0);
  });

  it('opens the first organization’s projects at /', async () => {
    const api = mockApi().on(projectEndpoints.list, { body: { results: [web] } });
    signInAs(api);
    const { router } = renderRoutes(createRoutes(), '/');
    expect(await screen.findByRole('link', { name: 'web' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.projects(ORG_ID));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('on a 401, ends the session, asks to sign in and comes back after', async () => {
    const api = mockApi().on(projectEndpoints.list, apiError(401, 'Token revoked'));
    signInAs(api);
    const { user, router } = renderRoutes(createRoutes(), paths.projects(ORG_ID));

    expect(await screen.findByText('Your session has ended. Sign in again to continue.')).toBeInTheDocument();
    expect(sessionStore.get().credential).toBeNull();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(paths.projects(ORG_ID))}`);

    api.on(authEndpoints.signIn, { body: session }).on(authEndpoints.whoAmI, { body: identity('ADMIN') });
    api.on(projectEndpoints.list, { body: { results: [web] } });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('link', { name: 'web' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.projects(ORG_ID));
    const lastList = api.sent(projectEndpoints.list).at(-1);
    expect(lastList?.headers.get('Authorization')).toBe('Bearer jwt-new');
  });

  it('explains a 429 with the time to wait', async () => {
    const api = mockApi().on(
      projectEndpoints.list,
      apiError(429, 'Rate limit exceeded', { 'Retry-After': '42' }),
    );
    signInAs(api);
    renderRoutes(createRoutes(), paths.projects(ORG_ID));
    expect(await screen.findByText('Too many requests — try again in 42 s.')).toBeInTheDocument();
  });

  it('signs out from the account menu, forgetting the session', async () => {
    const api = mockApi().on(projectEndpoints.list, { body: { results: [web] } });
    signInAs(api);
    const { user, router } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await user.click(await screen.findByRole('button', { name: 'Account: Demo User' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(sessionStore.get()).toMatchObject({ credential: null, ended: 'signed-out' });
  });

  it('switches organization from the breadcrumb, staying in the same section', async () => {
    const api = mockApi().on(organizationEndpoints.get, (request) =>
      request.params.organizationId === OTHER_ORG_ID
        ? { body: organization({ id: OTHER_ORG_ID, name: 'Globex' }) }
        : { body: organization() },
    );
    signInAs(api);
    const { user, router } = renderRoutes(createRoutes(), paths.generalSettings(ORG_ID));

    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await user.click(await within(trail).findByRole('button', { name: 'Acme' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Globex' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.generalSettings(OTHER_ORG_ID)));
    expect(await screen.findByDisplayValue('Globex')).toBeInTheDocument();
  });

  it('remembers the chosen theme', async () => {
    const api = mockApi().on(projectEndpoints.list, { body: { results: [] } });
    signInAs(api);
    const { user } = renderRoutes(createRoutes(), paths.projects(ORG_ID));
    await user.click(await screen.findByRole('button', { name: 'Theme: System' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));

    expect(await screen.findByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
    expect(window.localStorage.getItem('platform-console.theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });
});
