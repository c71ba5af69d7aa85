import { projectEndpoints } from '../src/contract/endpoints';
import { expect, test } from './fixtures';
import { ApiTokensPage } from './pages/ApiTokensPage';
import { AppShell } from './pages/AppShell';
import { OrganizationSettingsPage } from './pages/OrganizationSettingsPage';
import { ProjectPage } from './pages/ProjectPage';
import { ProjectsPage } from './pages/ProjectsPage';
import { paintedScheme } from './support/accessibility';
import { uniqueName } from './support/names';

test.describe('app shell', () => {
  test.use({ colorScheme: 'light' });

  test('the theme menu switches to dark, and the choice is remembered', async ({ page, organizationId }) => {
    const shell = new AppShell(page);
    await new ProjectsPage(page).goto(organizationId);
    await expect(shell.themeButton).toHaveAccessibleName('Theme: System');
    expect(await paintedScheme(page)).toBe('light');

    await shell.chooseTheme('Dark');

    await expect(shell.themeButton).toHaveAccessibleName('Theme: Dark');
    await expect.poll(() => paintedScheme(page)).toBe('dark');
    await page.reload();
    await expect(shell.themeButton).toHaveAccessibleName('Theme: Dark');
    expect(await paintedScheme(page)).toBe('dark');
    await shell.themeButton.click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(shell.themeButton).toHaveAccessibleName('Theme: Light');
    await expect.poll(() => paintedScheme(page)).toBe('light');
  });

  test('the sidebar and the settings sections lead to their pages', async ({ page, organizationId }) => {
    const shell = new AppShell(page);
    const projects = new ProjectsPage(page);
    await projects.goto(organizationId);
    await expect(shell.projectsLink).toHaveAttribute('aria-current', 'page');

    await shell.settingsLink.click();
    const settings = new OrganizationSettingsPage(page);
    await expect(settings.heading).toBeVisible();
    await expect(page).toHaveURL(`/organizations/${organizationId}/settings/general`);
    await expect(settings.generalLink).toHaveAttribute('aria-current', 'page');
    await expect(shell.breadcrumb).toContainText('General');

    await settings.apiTokensLink.click();
    await expect(new ApiTokensPage(page).table).toBeVisible();
    await expect(page).toHaveURL(`/organizations/${organizationId}/settings/api-tokens`);
    await expect(shell.breadcrumb).toContainText('API tokens');

    await shell.projectsLink.click();
    await expect(projects.heading).toBeVisible();
  });

  test('the project breadcrumb jumps to a sibling project', async ({ page, api, organizationId }) => {
    const first = uniqueName('e2e-crumb-a');
    const second = uniqueName('e2e-crumb-b');
    const created = await api.call(projectEndpoints.create, {
      params: { organizationId },
      body: { name: first },
    });
    await api.call(projectEndpoints.create, { params: { organizationId }, body: { name: second } });
    await new ProjectPage(page, first).goto(organizationId, created.id);
    const shell = new AppShell(page);

    await shell.crumbMenu(first).click();
    const menu = page.getByRole('menu', { name: 'Projects' });
    await expect(menu.getByRole('menuitem', { name: first })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('menuitem', { name: second }).click();

    await expect(new ProjectPage(page, second).heading).toBeVisible();
    await expect(shell.crumbMenu(second)).toBeVisible();
  });

  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the navigation opens from the top bar', async ({ page, organizationId }) => {
      const shell = new AppShell(page);
      await new ProjectsPage(page).goto(organizationId);
      await expect(shell.mainNavigation).toBeHidden();

      await shell.banner.getByRole('button', { name: 'Open navigation' }).click();
      await expect(shell.mainNavigation).toBeVisible();
      await shell.settingsLink.click();

      await expect(new OrganizationSettingsPage(page).heading).toBeVisible();
      await expect(shell.mainNavigation).toBeHidden();
    });
  });
});
