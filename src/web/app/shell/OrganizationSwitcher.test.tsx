import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authEndpoints, builtInRoleIds } from '../../../contract';
import { paths, routePatterns } from '../../lib/paths';
import { identity, ORG_ID, OTHER_ORG_ID } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderRoutes, signInAs } from '../../test/render';
import { OrganizationSwitcher } from './OrganizationSwitcher';

const CUSTOM_ROLE_ID = '44444444-4444-4444-8444-444444444444';

/** An owner of Acme (whose scope there is Admin, as an owner's is) and a custom role's member in Globex. */
function serve() {
  const api = mockApi();
  signInAs(api, 'ADMIN');
  api.on(authEndpoints.whoAmI, {
    body: identity('ADMIN', {
      organizations: [
        { id: ORG_ID, name: 'Acme', scope: 'ADMIN', role_id: builtInRoleIds.OWNER, role_name: 'OWNER' },
        {
          id: OTHER_ORG_ID,
          name: 'Globex',
          scope: 'DEPLOY',
          role_id: CUSTOM_ROLE_ID,
          role_name: 'Release managers',
        },
      ],
    }),
  });
  return api;
}

describe('the organization switcher', { timeout: 45_000 }, () => {
  it('names the role held in each organization, as Members does, rather than its access scope', async () => {
    serve();
    const { user } = renderRoutes(
      [{ path: routePatterns.projects, element: <OrganizationSwitcher /> }],
      paths.projects(ORG_ID),
    );

    const switcher = await screen.findByRole('button', { name: 'Switch organization (current: Acme)' });
    expect(switcher).toHaveTextContent('Owner');
    expect(switcher).not.toHaveTextContent(/access/i);

    await user.click(switcher);
    const menu = await screen.findByRole('menu', { name: 'Organizations' });
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries[0]).toHaveTextContent('Owner');
    expect(entries[1]).toHaveTextContent('Release managers');
    expect(menu).not.toHaveTextContent(/access/i);
  });

  it("names a token's scope, which bounds what its role allows", async () => {
    const api = mockApi();
    signInAs(api, 'READ');
    api.on(authEndpoints.whoAmI, { body: identity('READ', { kind: 'api_token' }) });
    renderRoutes(
      [{ path: routePatterns.projects, element: <OrganizationSwitcher /> }],
      paths.projects(ORG_ID),
    );
    const switcher = await screen.findByRole('button', { name: 'Switch organization (current: Acme)' });
    expect(switcher).toHaveTextContent('API token · Read access');
  });
});
