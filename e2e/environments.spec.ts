import { databaseEndpoints, environmentEndpoints, projectEndpoints } from '../src/contract/endpoints';
import { expect, test } from './fixtures';
import { EnvironmentPage } from './pages/EnvironmentPage';
import { ProjectPage } from './pages/ProjectPage';
import { uniqueName } from './support/names';
import { DEMO_CLUSTER_NAME, seedEnvironment } from './support/seed';

test.describe.configure({ mode: 'parallel' });

test.describe('environments', () => {
  test('an environment created in the dialog is listed with its mode and cluster; its page edits and deletes it', async ({
    page,
    api,
    organizationId,
  }) => {
    const projectName = uniqueName('e2e-envs');
    const project = await api.call(projectEndpoints.create, {
      params: { organizationId },
      body: { name: projectName },
    });
    const projectPage = new ProjectPage(page, projectName);
    const environments = projectPage.environments;
    await projectPage.goto(organizationId, project.id);
    await expect(environments.emptyState).toBeVisible();

    const name = uniqueName('e2e-production');
    await environments.createButton.click();
    const dialog = environments.createDialog;
    await expect(dialog.name).toBeFocused();
    // The default cluster is chosen once the clusters have loaded.
    await expect(dialog.cluster).toHaveText(`${DEMO_CLUSTER_NAME} (default)`);
    await dialog.fillAndSubmit({ name, mode: 'Production', cluster: DEMO_CLUSTER_NAME });

    await expect(dialog.dialog).toBeHidden();
    await expect(await environments.cell(name, 'Mode')).toHaveText('Production');
    await expect(await environments.cell(name, 'Cluster')).toHaveText(DEMO_CLUSTER_NAME);
    await expect(await environments.cell(name, 'Services')).toHaveText('0');
    await page.reload();
    await expect(await environments.cell(name, 'Mode')).toHaveText('Production');

    await environments.link(name).click();
    const environmentPage = new EnvironmentPage(page, name);
    await expect(environmentPage.heading).toBeVisible();
    await expect(environmentPage.modeChip('Production')).toBeVisible();
    await expect(environmentPage.placement).toHaveText(`on cluster ${DEMO_CLUSTER_NAME} (AWS)`);
    await expect(environmentPage.emptyState).toBeVisible();
    await expect(environmentPage.newServiceLink).toBeVisible();
    const { results } = await api.call(environmentEndpoints.list, { params: { projectId: project.id } });
    expect(results.map(({ name: listed, mode }) => ({ listed, mode }))).toEqual([
      { listed: name, mode: 'PRODUCTION' },
    ]);

    // The environment's own page edits it, and deleting it there returns to the project.
    await environmentPage.editButton.click();
    const renamed = `${name}-2`;
    await environmentPage.editDialog().fillAndSubmit({ name: renamed, mode: 'Staging' });
    const renamedPage = new EnvironmentPage(page, renamed);
    await expect(renamedPage.heading).toBeVisible();
    await expect(renamedPage.modeChip('Staging')).toBeVisible();

    await renamedPage.deleteButton.click();
    const deletion = renamedPage.deleteDialog();
    await expect(deletion.dialog).toContainText('which has no services');
    await deletion.confirmation.fill(renamed);
    await deletion.confirm.click();
    await expect(projectPage.heading).toBeVisible();
    await expect(page).toHaveURL(`/organizations/${organizationId}/projects/${project.id}`);
    await expect(environments.emptyState).toBeVisible();
  });

  test('editing renames an environment and changes its mode', async ({ page, api, organizationId }) => {
    const { project, environment } = await seedEnvironment(api, organizationId, 'e2e-env-edit');
    const renamed = `${environment.name}-renamed`;
    const projectPage = new ProjectPage(page, project.name);
    const environments = projectPage.environments;
    await projectPage.goto(organizationId, project.id);
    await expect(await environments.cell(environment.name, 'Mode')).toHaveText('Development');

    await environments.editButton(environment.name).click();
    const dialog = environments.editDialog(environment.name);
    await expect(dialog.name).toHaveValue(environment.name);
    await expect(dialog.mode).toHaveText('Development');
    // The cluster is chosen once, at creation.
    await expect(dialog.cluster).toHaveCount(0);
    await dialog.fillAndSubmit({ name: renamed, mode: 'Staging' });

    await expect(dialog.dialog).toBeHidden();
    await expect(await environments.cell(renamed, 'Mode')).toHaveText('Staging');
    await expect(environments.link(environment.name)).toBeHidden();
    await page.reload();
    await expect(await environments.cell(renamed, 'Mode')).toHaveText('Staging');
    const saved = await api.call(environmentEndpoints.get, { params: { environmentId: environment.id } });
    expect({ name: saved.name, mode: saved.mode }).toEqual({ name: renamed, mode: 'STAGING' });
  });

  test('deleting asks for the name, says what goes with it, then the environment is gone', async ({
    page,
    api,
    organizationId,
  }) => {
    const { project, environment } = await seedEnvironment(api, organizationId, 'e2e-env-delete');
    await api.call(databaseEndpoints.create, {
      params: { environmentId: environment.id },
      body: { name: 'orders-db', type: 'POSTGRESQL', version: '17' },
    });
    const projectPage = new ProjectPage(page, project.name);
    const environments = projectPage.environments;
    await projectPage.goto(organizationId, project.id);
    await expect(await environments.cell(environment.name, 'Services')).toHaveText('1');

    await environments.deleteButton(environment.name).click();
    const dialog = environments.deleteDialog(environment.name);
    await expect(dialog.dialog).toContainText(
      `This permanently deletes the environment ${environment.name} and its 1 service`,
    );
    await expect(dialog.confirm).toBeDisabled();
    await dialog.confirmation.fill(`${environment.name}-not-quite`);
    await expect(dialog.confirm).toBeDisabled();
    await dialog.confirmation.fill(environment.name);
    await expect(dialog.confirm).toBeEnabled();
    await dialog.confirm.click();

    await expect(dialog.dialog).toBeHidden();
    await expect(environments.emptyState).toBeVisible();
    await page.reload();
    await expect(environments.emptyState).toBeVisible();
    const { results } = await api.call(environmentEndpoints.list, { params: { projectId: project.id } });
    expect(results).toEqual([]);
  });
});
