import { apiTokenEndpoints, projectEndpoints } from '../src/contract/endpoints';
import { expect, signedOut, test } from './fixtures';
import { ApiTokensPage } from './pages/ApiTokensPage';
import { AppShell } from './pages/AppShell';
import { OrganizationSettingsPage } from './pages/OrganizationSettingsPage';
import { ProjectPage } from './pages/ProjectPage';
import { ProjectsPage } from './pages/ProjectsPage';
import { SignInPage } from './pages/SignInPage';
import { uniqueName } from './support/names';

const NEEDS_WRITE = 'Needs Write access — your access here is Read.';
const NEEDS_ADMIN = 'Needs Admin access — your access here is Read.';

test.describe('with a read-only API token', () => {
  test.use(signedOut);

  let readToken: { id: string; token: string };
  let projectName: string;

  // Each test makes its own READ token (and a project to look at) and revokes the token afterwards.
  test.beforeEach(async ({ api, organizationId, page }) => {
    projectName = uniqueName('e2e-readonly');
    await api.call(projectEndpoints.create, { params: { organizationId }, body: { name: projectName } });
    readToken = await api.call(apiTokenEndpoints.create, {
      params: { organizationId },
      body: { name: uniqueName('e2e-read'), scope: 'READ', expires_in_days: 1 },
    });
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signInWithToken(readToken.token);
    await expect(new ProjectsPage(page).heading).toBeVisible();
  });

  test.afterEach(async ({ api, organizationId }) => {
    await api.call(apiTokenEndpoints.delete, { params: { organizationId, apiTokenId: readToken.id } });
  });

  test('sees the projects, with changes disabled and the reason given', async ({ page }) => {
    const projects = new ProjectsPage(page);
    await expect(new AppShell(page).organizationSwitcher).toContainText('Read access');
    await expect(projects.projectLink(projectName)).toBeVisible();

    await expect(projects.createButton).toBeVisible();
    await expect(projects.createButton).toBeDisabled();
    await expect(projects.createButton).toHaveAccessibleDescription(NEEDS_WRITE);
    await expect(projects.editButton(projectName)).toBeDisabled();
    await expect(projects.editButton(projectName)).toHaveAccessibleDescription(NEEDS_WRITE);
    await expect(projects.deleteButton(projectName)).toBeDisabled();

    await projects.projectLink(projectName).click();
    const projectPage = new ProjectPage(page, projectName);
    await expect(projectPage.heading).toBeVisible();
    await expect(projectPage.editButton).toBeDisabled();
    await expect(projectPage.deleteButton).toBeDisabled();
    await expect(projectPage.deleteButton).toHaveAccessibleDescription(NEEDS_WRITE);
  });

  test('cannot manage API tokens or change the settings', async ({ page, organizationId }) => {
    const tokens = new ApiTokensPage(page);
    await tokens.goto(organizationId);
    await expect(tokens.notAllowed).toBeVisible();
    await expect(tokens.createButton).toBeDisabled();
    await expect(tokens.createButton).toHaveAccessibleDescription(NEEDS_ADMIN);
    await expect(tokens.table).toBeHidden();

    const settings = new OrganizationSettingsPage(page);
    await settings.generalLink.click();
    await expect(page.getByText(`Only admins can change these settings. ${NEEDS_ADMIN}`)).toBeVisible();
    await expect(settings.name).toBeDisabled();
    await expect(settings.save).toBeDisabled();
  });
});

test('a read-only API token is refused by the API when it tries to create a project', async ({
  request,
  api,
  organizationId,
}) => {
  const readToken = await api.call(apiTokenEndpoints.create, {
    params: { organizationId },
    body: { name: uniqueName('e2e-read-api'), scope: 'READ', expires_in_days: 1 },
  });
  const asReader = { Authorization: `Token ${readToken.token}` };
  try {
    const creating = await request.post(`/api/organization/${organizationId}/project`, {
      headers: asReader,
      data: { name: uniqueName('e2e-refused') },
    });
    expect(creating.status()).toBe(403);

    const reading = await request.get(`/api/organization/${organizationId}/project`, { headers: asReader });
    expect(reading.status()).toBe(200);
  } finally {
    await api.call(apiTokenEndpoints.delete, { params: { organizationId, apiTokenId: readToken.id } });
  }
});
