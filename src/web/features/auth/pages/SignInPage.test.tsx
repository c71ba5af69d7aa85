import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '../../../../contract';
import { sessionStore } from '../../../lib/session/sessionStore';
import { identity } from '../../../test/fixtures';
import { apiError, mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/render';
import { SignInPage } from './SignInPage';

const BASE = `${window.location.origin}/api`;
const session = {
  access_token: 'jwt-abc',
  token_type: 'Bearer',
  expires_in: 3600,
  expires_at: '2030-01-01T00:00:00Z',
};

function renderSignIn(url = '/signin?next=%2Forganizations%2Fo1%2Fprojects') {
  return renderPage(SignInPage, {
    path: '/signin',
    url,
    others: ['/organizations/:organizationId/projects', '/'],
  });
}

describe('sign-in page', () => {
  it('signs in as the demo user, proves the token with /auth/me and returns to `next`', async () => {
    const api = mockApi()
      .on(authEndpoints.signIn, { body: session })
      .on(authEndpoints.whoAmI, { body: identity() });
    const { user } = renderSignIn();

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    // The API is this site's own unless someone says otherwise: its address is folded away under Advanced.
    expect(screen.queryByLabelText(/API base URL/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Advanced', expanded: false }));
    expect(screen.getByLabelText(/API base URL/)).toHaveValue(BASE);
    await user.click(screen.getByRole('button', { name: 'Advanced', expanded: true }));
    expect(screen.queryByLabelText(/API base URL/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('demo@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByText('Navigated to /organizations/:organizationId/projects'),
    ).toBeInTheDocument();
    expect(api.sent(authEndpoints.signIn)[0]?.body).toEqual({ email: 'demo@example.com', password: 'demo' });
    expect(api.sent(authEndpoints.signIn)[0]?.headers.get('Authorization')).toBeNull();
    expect(api.sent(authEndpoints.whoAmI)[0]?.headers.get('Authorization')).toBe('Bearer jwt-abc');
    expect(sessionStore.get()).toMatchObject({
      baseUrl: BASE,
      credential: { kind: 'jwt', token: 'jwt-abc' },
    });
  });

  it('signs in with an API token against the address given', async () => {
    const other = 'http://platform.internal:8080/api';
    const api = mockApi(other).on(authEndpoints.whoAmI, { body: identity('READ', { kind: 'api_token' }) });
    const { user } = renderSignIn('/signin');

    await user.click(screen.getByRole('tab', { name: 'Use an API token' }));
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    const address = screen.getByLabelText(/API base URL/);
    await user.clear(address);
    await user.type(address, other);
    await user.type(screen.getByLabelText(/^API token/), 'tok-secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Navigated to /')).toBeInTheDocument();
    expect(api.sent(authEndpoints.whoAmI)[0]?.headers.get('Authorization')).toBe('Token tok-secret');
    expect(api.sent(authEndpoints.signIn)).toHaveLength(0);
    expect(sessionStore.get()).toMatchObject({
      baseUrl: other,
      credential: { kind: 'token', token: 'tok-secret' },
    });
  });

  it('says so when the password is wrong, and stores nothing', async () => {
    mockApi().on(authEndpoints.signIn, apiError(401, 'Invalid email or password'));
    const { user } = renderSignIn();
    const password = screen.getByLabelText(/Password/);
    await user.clear(password);
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(sessionStore.get().credential).toBeNull();
  });

  it('puts a refused token on the token field', async () => {
    mockApi().on(authEndpoints.whoAmI, apiError(401, 'Invalid token'));
    const { user } = renderSignIn();
    await user.click(screen.getByRole('tab', { name: 'Use an API token' }));
    await user.type(screen.getByLabelText(/^API token/), 'revoked');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const field = screen.getByLabelText(/^API token/);
    await waitFor(() => expect(field).toHaveAccessibleDescription(/not valid/));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the address when nothing answers there', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // Folded away, the address opens with its problem and takes the focus.
    const address = await screen.findByLabelText(/API base URL/);
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(
        `Could not reach ${BASE}. Check the address and that the server is running.`,
      ),
    );
    expect(screen.getByRole('button', { name: 'Advanced', expanded: true })).toBeInTheDocument();
    await waitFor(() => expect(address).toHaveFocus());
  });

  it('shows the address at once when the console was pointed at another site', () => {
    mockApi();
    sessionStore.signIn('http://platform.internal:8080/api', { kind: 'token', token: 't' });
    sessionStore.signOut('signed-out');
    renderSignIn();
    expect(screen.getByRole('button', { name: 'Advanced', expanded: true })).toBeInTheDocument();
    expect(screen.getByLabelText(/API base URL/)).toHaveValue('http://platform.internal:8080/api');
  });

  it('validates fields before calling the API', async () => {
    const api = mockApi();
    const { user } = renderSignIn();
    await user.clear(screen.getByLabelText(/Email/));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Email must be an email address'),
    );
    expect(api.requests).toHaveLength(0);
  });

  it('explains that an expired session ended', () => {
    mockApi();
    sessionStore.signIn(BASE, { kind: 'token', token: 't' });
    sessionStore.signOut('expired');
    renderSignIn();
    expect(screen.getByText('Your session has ended. Sign in again to continue.')).toBeInTheDocument();
  });
});
