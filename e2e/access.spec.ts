import {
  apiTokenEndpoints,
  clusterEndpoints,
  environmentEndpoints,
  projectEndpoints,
  serviceEndpointsByKind,
} from '../src/contract/endpoints';
import { paths } from '../src/web/lib/paths';
import { expect, test } from './fixtures';
import { ApiTokensPage } from './pages/ApiTokensPage';
import { ServicePage } from './pages/ServicePage';
import { SignInPage } from './pages/SignInPage';
import { chooseOption, selectNamed } from './support/options';
import { uniqueName } from './support/names';

// A custom role that deploys in STAGING and only reads PRODUCTION, given to an API token through the console; the
// console signed in with that token offers Deploy in staging, disables it in production with the role's reason,
// and the server refuses the forced call.

test('a role that deploys in staging but only views production, through a token', async ({
  page,
  browser,
  baseURL,
  api,
  organizationId,
  request,
}) => {
  test.slow();
  const projectName = uniqueName('e2e-access');
  const project = await api.call(projectEndpoints.create, {
    params: { organizationId },
    body: { name: projectName },
  });
  const { results: clusters } = await api.call(clusterEndpoints.list, { params: { organizationId } });
  const environmentOf = (name: string, mode: 'STAGING' | 'PRODUCTION') =>
    api.call(environmentEndpoints.create, {
      params: { projectId: project.id },
      body: { name, mode, cluster_id: clusters[0]?.id },
    });
  const staging = await environmentOf('staging', 'STAGING');
  const production = await environmentOf('production', 'PRODUCTION');
  const databaseIn = (environmentId: string) =>
    api.call(serviceEndpointsByKind.database.create, {
      params: { environmentId },
      body: { name: 'orders-db', type: 'POSTGRESQL', version: '16' },
    });
  const stagingDatabase = await databaseIn(staging.id);
  const productionDatabase = await databaseIn(production.id);

  // The role, made and set in the console by the demo user (an owner).
  const roleName = uniqueName('Staging deployer');
  await page.goto(paths.roles(organizationId));
  await page.getByRole('main').getByRole('button', { name: 'Create role', exact: true }).click();
  const createRole = page.getByRole('dialog', { name: 'Create role' });
  await createRole.getByRole('textbox', { name: 'Name', exact: true }).fill(roleName);
  await createRole.getByRole('button', { name: 'Create and set permissions' }).click();
  await expect(page.getByRole('heading', { name: `Role: ${roleName}` })).toBeVisible();
  const matrix = page.getByRole('table', { name: 'Project permissions' });
  await matrix.getByRole('combobox', { name: `${projectName}: Staging` }).selectOption('DEPLOYER');
  await matrix.getByRole('combobox', { name: `${projectName}: Production` }).selectOption('VIEWER');
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText(`Role ${roleName} saved.`)).toBeVisible();

  // A token with the Deploy scope, bound to the role.
  const tokens = new ApiTokensPage(page);
  await tokens.goto(organizationId);
  await tokens.createButton.click();
  const tokenName = uniqueName('e2e-role-token');
  await tokens.createDialog.name.fill(tokenName);
  await chooseOption(page, tokens.createDialog.scope, 'Deploy');
  await chooseOption(page, selectNamed(tokens.createDialog.dialog, 'Role'), roleName);
  await tokens.createDialog.submit.click();
  const token = await tokens.createdDialog.value(tokenName).inputValue();
  await tokens.createdDialog.done.click();
  await expect(tokens.row(tokenName)).toContainText(roleName);

  // The console, signed in with the token.
  const context = await browser.newContext({ baseURL });
  try {
    const tokenPage = await context.newPage();
    const signIn = new SignInPage(tokenPage);
    await signIn.goto();
    await signIn.signInWithToken(token);
    await expect(tokenPage.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    // Lists show what the role reaches: this project, not the demo's.
    await expect(tokenPage.getByRole('link', { name: projectName, exact: true })).toBeVisible();
    await expect(tokenPage.getByRole('link', { name: 'storefront', exact: true })).toBeHidden();

    const inStaging = await ServicePage.open(
      tokenPage,
      {
        organizationId,
        projectId: project.id,
        environmentId: staging.id,
        kind: 'database',
        serviceId: stagingDatabase.id,
      },
      'orders-db',
    );
    await expect(inStaging.deployButton).toBeEnabled();

    const inProduction = await ServicePage.open(
      tokenPage,
      {
        organizationId,
        projectId: project.id,
        environmentId: production.id,
        kind: 'database',
        serviceId: productionDatabase.id,
      },
      'orders-db',
    );
    await expect(inProduction.deployButton).toBeDisabled();
    await expect(inProduction.deployButton).toHaveAccessibleDescription(
      `Role "${roleName}" holds Viewer on Production environments of this project; deploying needs Deployer.`,
    );
  } finally {
    await context.close();
  }

  // The server is the authority: the forced call is refused (naming permissions as requests write them), the
  // allowed one accepted.
  const forced = await request.post(`/api/database/${productionDatabase.id}/deploy`, {
    headers: { authorization: `Token ${token}` },
  });
  expect(forced.status()).toBe(403);
  expect((await forced.json()).message).toContain(
    `Role "${roleName}" holds VIEWER on PRODUCTION environments`,
  );
  const allowed = await request.post(`/api/database/${stagingDatabase.id}/deploy`, {
    headers: { authorization: `Token ${token}` },
  });
  expect(allowed.status()).toBe(202);

  const { results } = await api.call(apiTokenEndpoints.list, { params: { organizationId } });
  const made = results.find((candidate) => candidate.name === tokenName);
  if (made) await api.call(apiTokenEndpoints.delete, { params: { organizationId, apiTokenId: made.id } });
});
