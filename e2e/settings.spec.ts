import { authEndpoints, organizationEndpoints } from '../src/contract/endpoints';
import { endpointOf } from '../src/contract/endpoints/all';
import { expect, test } from './fixtures';
import { ApiTokensPage } from './pages/ApiTokensPage';
import { AppShell } from './pages/AppShell';
import { OrganizationSettingsPage } from './pages/OrganizationSettingsPage';
import { uniqueName } from './support/names';

test.describe('organization settings', () => {
  // The server has no endpoint creating organizations, so this edits the demo organization and puts it back.
  test('general settings are saved, and the new name shows in the shell', async ({
    page,
    api,
    organizationId,
  }) => {
    const original = await api.call(organizationEndpoints.get, { params: { organizationId } });
    const name = uniqueName('Acme e2e');
    try {
      const settings = new OrganizationSettingsPage(page);
      await settings.gotoGeneral(organizationId);
      await expect(settings.heading).toBeVisible();
      await expect(settings.name).toHaveValue(original.name);
      await expect(settings.save).toBeDisabled();

      await settings.name.fill(name);
      await settings.description.fill('Edited by the settings spec');
      await settings.website.fill('https://e2e.example.com');
      await settings.save.click();
      // Saved: the form has no unsaved changes left.
      await expect(settings.save).toBeDisabled();

      await page.reload();
      await expect(settings.name).toHaveValue(name);
      await expect(settings.description).toHaveValue('Edited by the settings spec');
      await expect(settings.website).toHaveValue('https://e2e.example.com');
      const shell = new AppShell(page);
      await expect(shell.organizationButton(name)).toBeVisible();
      await expect(shell.crumbMenu(name)).toBeVisible();
      await expect(
        api.call(organizationEndpoints.get, { params: { organizationId } }),
      ).resolves.toMatchObject({
        name,
        description: 'Edited by the settings spec',
        website_url: 'https://e2e.example.com',
      });
    } finally {
      await api.call(organizationEndpoints.edit, {
        params: { organizationId },
        body: {
          name: original.name,
          description: original.description,
          website_url: original.website_url,
          repository: original.repository,
          logo_url: original.logo_url,
          icon_url: original.icon_url,
          admin_emails: original.admin_emails,
        },
      });
    }
  });
});

test.describe('API tokens', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a token is shown once, works against the API, and stops working once revoked', async ({
    page,
    request,
    organizationId,
  }) => {
    const name = uniqueName('e2e-deploy');
    const tokens = new ApiTokensPage(page);
    await tokens.goto(organizationId);
    await expect(tokens.table).toBeVisible();

    await tokens.createToken({ name, description: 'Made by the settings spec', scope: 'Deploy' });

    const created = tokens.createdDialog;
    await expect(created.dialog).toBeVisible();
    await expect(created.dialog).toContainText('this is the only time it is shown');
    const token = await created.value(name).inputValue();
    expect(token).not.toBe('');
    await created.copy.click();
    await expect(created.copied).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await created.done.click();

    await expect(created.dialog).toBeHidden();
    await expect(tokens.row(name)).toContainText('Deploy');
    await expect(page.getByRole('textbox', { name: `Token ${name}` })).toHaveCount(0);
    await expect(page.getByText(token)).toHaveCount(0);
    await page.reload();
    await expect(tokens.row(name)).toBeVisible();
    await expect(page.getByText(token)).toHaveCount(0);

    const asToken = { headers: { Authorization: `Token ${token}` } };
    expect((await request.get('/api/organization', asToken)).status()).toBe(200);
    const identity = endpointOf(authEndpoints.whoAmI).response.parse(
      await (await request.get('/api/auth/me', asToken)).json(),
    );
    expect(identity).toMatchObject({
      kind: 'api_token',
      organizations: [{ id: organizationId, scope: 'DEPLOY' }],
    });

    await tokens.revoke(name);
    await expect(tokens.revokeDialog).toBeHidden();
    await expect(tokens.row(name)).toHaveCount(0);
    expect((await request.get('/api/organization', asToken)).status()).toBe(401);
  });
});
