import { projectEndpoints } from '../src/contract/endpoints';
import { expect, signedOut, test } from './fixtures';
import { ApiTokensPage } from './pages/ApiTokensPage';
import { OrganizationSettingsPage } from './pages/OrganizationSettingsPage';
import { ProjectPage } from './pages/ProjectPage';
import { ProjectsPage } from './pages/ProjectsPage';
import { SignInPage } from './pages/SignInPage';
import { expectNoSeriousViolationsInBothThemes as expectAccessible } from './support/accessibility';
import { uniqueName } from './support/names';

// Each page is scanned in the light theme and then in the dark one (see expectAccessible).
test.describe('accessibility', () => {
  test.describe('signed out', () => {
    test.use(signedOut);

    test('sign-in page, also with the refusal showing', async ({ page }, testInfo) => {
      const signIn = new SignInPage(page);
      await signIn.goto();
      await expect(signIn.submit).toBeEnabled();
      await expectAccessible(page, testInfo, 'sign-in');

      await signIn.signInWithPassword('nobody@example.com', 'wrong');
      await expect(signIn.wrongPassword).toBeVisible();
      await expectAccessible(page, testInfo, 'sign-in refused');
    });
  });

  test('projects page with projects', async ({ page, api, organizationId }, testInfo) => {
    const name = uniqueName('e2e-a11y');
    await api.call(projectEndpoints.create, {
      params: { organizationId },
      body: { name, description: 'Scanned for accessibility' },
    });
    const projects = new ProjectsPage(page);
    await projects.goto(organizationId);
    await expect(projects.projectLink(name)).toBeVisible();
    await expect(projects.createButton).toBeEnabled();
    await expectAccessible(page, testInfo, 'projects');
  });

  test('projects empty state', async ({ page, organizationId }, testInfo) => {
    // The demo organization always has projects, shared with the other specs: the server's real answer is passed
    // on with its list emptied.
    await page.route(
      (url) => url.pathname === `/api/organization/${organizationId}/project`,
      async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...body, results: [], count: 0 } });
      },
    );
    const projects = new ProjectsPage(page);
    await projects.goto(organizationId);
    await expect(projects.emptyState).toBeVisible();
    await expect(projects.createButton).toBeEnabled();
    await expectAccessible(page, testInfo, 'projects empty state');
  });

  test('project page', async ({ page, api, organizationId }, testInfo) => {
    const name = uniqueName('e2e-a11y-project');
    const project = await api.call(projectEndpoints.create, {
      params: { organizationId },
      body: { name, description: 'Scanned for accessibility' },
    });
    const projectPage = new ProjectPage(page, name);
    await projectPage.goto(organizationId, project.id);
    await expect(projectPage.heading).toBeVisible();
    await expect(projectPage.editButton).toBeEnabled();
    await expectAccessible(page, testInfo, 'project page');
  });

  test('general settings', async ({ page, organizationId }, testInfo) => {
    const settings = new OrganizationSettingsPage(page);
    await settings.gotoGeneral(organizationId);
    await expect(settings.name).toBeEditable();
    await expectAccessible(page, testInfo, 'general settings');
  });

  test('API tokens', async ({ page, organizationId }, testInfo) => {
    const tokens = new ApiTokensPage(page);
    await tokens.goto(organizationId);
    await expect(tokens.table).toBeVisible();
    await expectAccessible(page, testInfo, 'API tokens');
  });

  test('not-found page', async ({ page, organizationId }, testInfo) => {
    await page.goto(`/organizations/${organizationId}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your projects' })).toBeVisible();
    await expectAccessible(page, testInfo, 'not found');
  });
});
