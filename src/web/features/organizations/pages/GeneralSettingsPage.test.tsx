import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { organizationEndpoints, type ApiTokenScope } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { organization, ORG_ID } from '../../../test/fixtures';
import { apiError, mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { GeneralSettingsPage } from './GeneralSettingsPage';

function setUp(scope: ApiTokenScope = 'ADMIN') {
  const api = mockApi().on(organizationEndpoints.get, { body: organization() });
  signInAs(api, scope);
  const view = renderPage(GeneralSettingsPage, {
    path: routePatterns.generalSettings,
    url: paths.generalSettings(ORG_ID),
  });
  return { api, ...view };
}

describe('general settings', () => {
  it('saves the edited fields and sends back the ones it does not show', async () => {
    const { user, api } = setUp();
    api.on(organizationEndpoints.edit, (request) => ({
      body: { ...organization(), ...(request.body as object) },
    }));
    const website = await screen.findByLabelText('Website');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    await user.clear(website);
    await user.clear(screen.getByLabelText(/Name/));
    await user.type(screen.getByLabelText(/Name/), 'Acme Corp');
    await user.click(save);

    await waitFor(() => expect(api.sent(organizationEndpoints.edit)).toHaveLength(1));
    expect(api.sent(organizationEndpoints.edit)[0]?.body).toEqual({
      name: 'Acme Corp',
      description: 'Rockets and anvils',
      website_url: null,
      repository: null,
      logo_url: null,
      icon_url: null,
      admin_emails: ['ops@acme.example.com'],
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
  });

  it('checks the website is a URL before saving, and shows server refusals on the field', async () => {
    const { user, api } = setUp();
    api.on(organizationEndpoints.edit, apiError(400, 'body.name: must be at most 255 characters'));
    const website = await screen.findByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(website).toHaveAccessibleDescription('Website must be a URL'));
    expect(api.sent(organizationEndpoints.edit)).toHaveLength(0);

    await user.clear(website);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription(
        'Name must be at most 255 characters',
      ),
    );
  });

  it('is read-only below admin, saying why', async () => {
    setUp('WRITE');
    expect(await screen.findByText(/Only admins can change these settings/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });
});
