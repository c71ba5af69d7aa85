import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiTokenEndpoints,
  builtInRoleIds,
  customRoleEndpoints,
  permissionEndpoints,
  type ApiTokenScope,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { apiToken, ORG_ID, permissionsOf } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { ApiTokensPage } from './ApiTokensPage';

const ci = apiToken({ name: 'ci', scope: 'DEPLOY' });

/** The page for a session of the scope, holding the built-in role given. */
function setUp(scope: ApiTokenScope = 'ADMIN', role: 'ADMIN' | 'OWNER' = 'ADMIN') {
  const api = mockApi().on(apiTokenEndpoints.list, { body: { results: [ci] } });
  signInAs(api, scope);
  api.on(permissionEndpoints.get, {
    body: { ...permissionsOf(scope), role_id: builtInRoleIds[role], role_name: role },
  });
  const view = renderPage(ApiTokensPage, { path: routePatterns.apiTokens, url: paths.apiTokens(ORG_ID) });
  return { api, ...view };
}

async function enabledButton(name: string) {
  return waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button).toBeEnabled();
    return button;
  });
}

describe('API tokens page', () => {
  it('lists the tokens with their scope and use', async () => {
    setUp();
    const table = await screen.findByRole('table', { name: 'API tokens' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('ci');
    expect(row).toHaveTextContent('Deploy');
    expect(row).toHaveTextContent('Never');
  });

  it('creates a token and shows its value once, with a copy button', async () => {
    const { user, api } = setUp();
    const created = { ...apiToken({ name: 'deployer', scope: 'WRITE' }), token: 'pk_live_secret_value' };
    api.on(apiTokenEndpoints.create, { status: 201, body: created });

    await user.click(await enabledButton('Create token'));
    const form = await screen.findByRole('dialog', { name: 'Create API token' });
    await user.type(within(form).getByLabelText(/Name/), 'deployer');
    await user.click(within(form).getByRole('combobox', { name: /Scope/ }));
    await user.click(await screen.findByRole('option', { name: /Write/ }));
    await user.click(within(form).getByRole('combobox', { name: 'Expires after' }));
    await user.click(await screen.findByRole('option', { name: /Never/ }));
    await user.click(within(form).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'API token created' });
    expect(api.sent(apiTokenEndpoints.create)[0]).toMatchObject({
      path: `/organization/${ORG_ID}/apiToken`,
      body: { name: 'deployer', description: '', scope: 'WRITE', expires_in_days: null },
    });
    expect(within(shown).getByLabelText('Token deployer')).toHaveValue('pk_live_secret_value');
    expect(shown).toHaveTextContent('this is the only time it is shown');

    await user.click(within(shown).getByRole('button', { name: 'Copy token' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('pk_live_secret_value');
    expect(await within(shown).findByText('Copied')).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue('pk_live_secret_value')).not.toBeInTheDocument());
    expect(api.sent(apiTokenEndpoints.list).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['ADMIN', 'disabled, saying only an owner may grant it', true],
    ['OWNER', 'there to choose', false],
  ] as const)('offers the Owner role to a session holding the %s role %s', async (role, _, refused) => {
    const { user, api } = setUp('ADMIN', role);
    api.on(customRoleEndpoints.available, {
      body: {
        results: [
          { id: builtInRoleIds.OWNER, name: 'OWNER', built_in: true },
          { id: builtInRoleIds.VIEWER, name: 'VIEWER', built_in: true },
        ],
      },
    });
    await user.click(await enabledButton('Create token'));
    const form = await screen.findByRole('dialog', { name: 'Create API token' });
    await user.click(within(form).getByRole('combobox', { name: 'Role' }));
    const owner = await screen.findByRole('option', { name: /Owner/ });
    if (refused) {
      expect(owner).toHaveAttribute('aria-disabled', 'true');
      expect(owner).toHaveTextContent('Only an owner may grant the Owner role; your role here is Admin.');
    } else {
      expect(owner).not.toHaveAttribute('aria-disabled', 'true');
      expect(owner).toHaveTextContent('Built-in role');
    }
    expect(screen.getByRole('option', { name: /Viewer/ })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('revokes a token after confirmation naming it', async () => {
    const { user, api } = setUp();
    api.on(apiTokenEndpoints.delete, { status: 204 });
    await user.click(await screen.findByRole('button', { name: 'Revoke ci' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API token?' });
    expect(dialog).toHaveTextContent('Revoke the token ci?');
    api.on(apiTokenEndpoints.list, { body: { results: [] } });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent(apiTokenEndpoints.delete).map((request) => request.path)).toEqual([
      `/organization/${ORG_ID}/apiToken/${ci.id}`,
    ]);
    expect(await screen.findByRole('heading', { name: 'No API tokens yet' })).toBeInTheDocument();
  });

  it('explains that only admins manage tokens, without asking the API', async () => {
    const { api } = setUp('WRITE');
    expect(await screen.findByText('You are not allowed to manage API tokens here.')).toBeInTheDocument();
    expect(screen.getByText('Needs Admin access — your access here is Write.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create token' })).toBeDisabled();
    expect(api.sent(apiTokenEndpoints.list)).toHaveLength(0);
  });
});
