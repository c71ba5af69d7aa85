import { projectEndpoints } from '../src/contract/endpoints';
import { expect, test } from './fixtures';
import { AppShell } from './pages/AppShell';
import { ProjectPage } from './pages/ProjectPage';
import { ProjectsPage } from './pages/ProjectsPage';
import { uniqueName } from './support/names';

test.describe('projects', () => {
  test('a project created in the dialog is listed, also after a reload', async ({ page, organizationId }) => {
    const projects = new ProjectsPage(page);
    const name = uniqueName('e2e-create');
    await projects.goto(organizationId);
    await expect(projects.heading).toBeVisible();

    await projects.createProject({ name, description: 'Made through the create dialog' });

    await expect(projects.createDialog.dialog).toBeHidden();
    await expect(projects.row(name)).toContainText('Made through the create dialog');
    await page.reload();
    await expect(projects.row(name)).toContainText('Made through the create dialog');
  });

  test('editing changes the name and description', async ({ page, api, organizationId }) => {
    const name = uniqueName('e2e-edit');
    const renamed = `${name}-renamed`;
    await api.call(projectEndpoints.create, {
      params: { organizationId },
      body: { name, description: 'Before the edit' },
    });
    const projects = new ProjectsPage(page);
    await projects.goto(organizationId);

    await projects.editButton(name).click();
    const dialog = projects.editDialog(name);
    await expect(dialog.name).toHaveValue(name);
    await expect(dialog.description).toHaveValue('Before the edit');
    await dialog.fillAndSubmit({ name: renamed, description: 'After the edit' });

    await expect(dialog.dialog).toBeHidden();
    await expect(projects.row(renamed)).toContainText('After the edit');
    await expect(projects.projectLink(name)).toBeHidden();
    await page.reload();
    await expect(projects.row(renamed)).toContainText('After the edit');
  });

  test("a taken name shows the server's conflict on the Name field", async ({
    page,
    api,
    organizationId,
  }) => {
    const name = uniqueName('e2e-taken');
    await api.call(projectEndpoints.create, { params: { organizationId }, body: { name } });
    const projects = new ProjectsPage(page);
    await projects.goto(organizationId);
    await expect(projects.projectLink(name)).toBeVisible();

    await projects.createProject({ name });

    const dialog = projects.createDialog;
    await expect(dialog.name).toHaveAccessibleDescription(
      `A project named "${name}" already exists in this organization`,
    );
    await expect(dialog.name).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.name).toBeFocused();
    await expect(dialog.dialog).toBeVisible();
    await dialog.cancel.click();
    await expect(dialog.dialog).toBeHidden();
    await expect(projects.table.getByRole('link', { name, exact: true })).toHaveCount(1);
  });

  test('search filters the table by name and description', async ({ page, api, organizationId }) => {
    const marker = uniqueName('e2e-search');
    const byName = `${marker}-alpha`;
    const byDescription = uniqueName('e2e-search-other');
    await api.call(projectEndpoints.create, { params: { organizationId }, body: { name: byName } });
    await api.call(projectEndpoints.create, {
      params: { organizationId },
      body: { name: byDescription, description: `Found by ${marker} in its description` },
    });
    const projects = new ProjectsPage(page);
    await projects.goto(organizationId);
    await expect(projects.projectLink(byName)).toBeVisible();

    await projects.search.fill(marker);

    // The header row and the two matches.
    await expect(projects.table.getByRole('row')).toHaveCount(3);
    await expect(projects.projectLink(byName)).toBeVisible();
    await expect(projects.projectLink(byDescription)).toBeVisible();

    await projects.search.fill(`${marker}-alpha`);
    await expect(projects.table.getByRole('row')).toHaveCount(2);
    await expect(projects.projectLink(byDescription)).toBeHidden();

    await projects.search.fill(`${marker}-nothing`);
    await expect(projects.table).toContainText(`Nothing matches “${marker}-nothing”.`);
    await expect(projects.projectLink(byName)).toBeHidden();

    await projects.search.clear();
    await expect(projects.projectLink(byName)).toBeVisible();
    await expect(projects.projectLink(byDescription)).toBeVisible();
  });

  test('deleting asks for the name, then the project is gone for good', async ({
    page,
    api,
    organizationId,
  }) => {
    const name = uniqueName('e2e-delete');
    await api.call(projectEndpoints.create, { params: { organizationId }, body: { name } });
    const projects = new ProjectsPage(page);
    await projects.goto(organizationId);

    await projects.deleteButton(name).click();
    const dialog = projects.deleteDialog(name);
    await expect(dialog.dialog).toContainText(`This permanently deletes the project ${name}`);
    await expect(dialog.confirm).toBeDisabled();
    await dialog.confirmation.fill(`${name}-not-quite`);
    await expect(dialog.confirm).toBeDisabled();
    await dialog.confirmation.fill(name);
    await expect(dialog.confirm).toBeEnabled();
    await dialog.confirm.click();

    await expect(dialog.dialog).toBeHidden();
    await expect(projects.projectLink(name)).toBeHidden();
    await page.reload();
    await expect(projects.table).toBeVisible();
    await expect(projects.projectLink(name)).toBeHidden();
    const { results } = await api.call(projectEndpoints.list, { params: { organizationId } });
    expect(results.map((project) => project.name)).not.toContain(name);
  });

  test('sorting by a column header reorders the rows', async ({ page, api, organizationId }) => {
    const marker = uniqueName('e2e-sort');
    for (const suffix of ['b', 'a', 'c']) {
      await api.call(projectEndpoints.create, {
        params: { organizationId },
        body: { name: `${marker}-${suffix}` },
      });
    }
    const projects = new ProjectsPage(page);
    await projects.goto(organizationId);
    await projects.search.fill(marker);
    const names = projects.table.getByRole('link');

    await expect(names).toHaveText([`${marker}-a`, `${marker}-b`, `${marker}-c`]);
    await projects.sortButton('Name').click();
    await expect(names).toHaveText([`${marker}-c`, `${marker}-b`, `${marker}-a`]);
    // Oldest first by Created, then newest first: the order they were made in.
    await projects.sortButton('Created').click();
    await expect(names).toHaveText([`${marker}-b`, `${marker}-a`, `${marker}-c`]);
    await projects.sortButton('Created').click();
    await expect(names).toHaveText([`${marker}-c`, `${marker}-a`, `${marker}-b`]);
  });
});

test.describe('project page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('shows the project with its name and a working copy-ID button', async ({
    page,
    api,
    organizationId,
  }) => {
    const name = uniqueName('e2e-page');
    const project = await api.call(projectEndpoints.create, {
      params: { organizationId },
      body: { name, description: 'The project page shows this' },
    });
    const projects = new ProjectsPage(page);
    await projects.goto(organizationId);

    await projects.projectLink(name).click();

    const projectPage = new ProjectPage(page, name);
    await expect(projectPage.heading).toBeVisible();
    await expect(page).toHaveURL(`/organizations/${organizationId}/projects/${project.id}`);
    await expect(projectPage.details).toContainText(project.id);
    await expect(projectPage.details).toContainText('The project page shows this');
    await expect(new AppShell(page).crumbMenu(name)).toHaveAttribute('aria-current', 'page');

    await projectPage.copyIdButton.click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(project.id);
  });

  test('deleting from the project page goes back to the list', async ({ page, api, organizationId }) => {
    const name = uniqueName('e2e-page-delete');
    const project = await api.call(projectEndpoints.create, { params: { organizationId }, body: { name } });
    const projectPage = new ProjectPage(page, name);
    await projectPage.goto(organizationId, project.id);
    await expect(projectPage.heading).toBeVisible();

    await projectPage.deleteButton.click();
    const dialog = projectPage.deleteDialog();
    await dialog.confirmation.fill(name);
    await dialog.confirm.click();

    const projects = new ProjectsPage(page);
    await expect(projects.heading).toBeVisible();
    await expect(page).toHaveURL(`/organizations/${organizationId}/projects`);
    await expect(projects.table).toBeVisible();
    await expect(projects.projectLink(name)).toBeHidden();
  });
});
