import type { ServiceKind } from '../src/contract';
import { variableEndpointsByParent } from '../src/contract/endpoints';
import { paths } from '../src/web/lib/paths';
import { EnvironmentPage } from './pages/EnvironmentPage';
import { ServicePage } from './pages/ServicePage';
import { StageBoard } from './pages/StageBoard';
import { expectDialogUsableByKeyboard, visitDialogByKeyboard as visit } from './support/dialogs';
import { seedEnvironment, seedOneOfEachKind, type SeededEnvironment } from './support/seed';
import { expect, openInConsole as open, test } from './support/sharedPage';

test.describe.configure({ mode: 'parallel' });

const PROJECT_KEY = 'E2E_PROJECT_KEY';

// Each dialog opened from the keyboard, Tab from its last stop and Shift+Tab from its first kept in it, left with
// Escape (or filled in and saved from the keyboard), the focus then back on what opened it. Each dialog component is
// scanned once: WCAG 2.1 AA in the theme the page is in, color-contrast alone in the other. ConfirmDialog is scanned
// in its two forms (delete project: a name to type; deploy the chosen services: none); its other uses differ only in
// their words, which no rule judges differently, so they get the keyboard pass only (`scanned: false`). A test
// visits the dialogs of one place, on data seeded once for its group, all on one page (`sharedPage`).
test.describe('dialogs of projects, environments and services, by keyboard', () => {
  test.describe.configure({ timeout: 120_000 });

  let seeded: SeededEnvironment;
  let names: Awaited<ReturnType<typeof seedOneOfEachKind>>;
  test.beforeAll(async ({ workerApi, organizationId }) => {
    seeded = await seedEnvironment(workerApi, organizationId, 'e2e-dialogs');
    names = await seedOneOfEachKind(workerApi, organizationId, seeded.environment.id);
    // A project's variable, which the environment can override.
    await workerApi.call(variableEndpointsByParent.project.createVariable, {
      params: { projectId: seeded.project.id },
      body: { key: PROJECT_KEY, value: 'from the project' },
    });
  });

  test('a project and its environments', async ({ sharedPage: page }, testInfo) => {
    const { organizationId, project, environment } = seeded;
    const main = page.getByRole('main');
    await open(page, paths.projects(organizationId), 'Projects');
    await visit(page, testInfo, {
      label: 'create project',
      opener: main.getByRole('button', { name: 'Create project', exact: true }),
      name: 'Create project',
    });

    await open(page, paths.project(organizationId, project.id), project.name);
    await visit(page, testInfo, {
      label: 'edit project',
      opener: main.getByRole('button', { name: 'Edit', exact: true }),
      name: `Edit project ${project.name}`,
    });
    await visit(page, testInfo, {
      label: 'delete project',
      opener: main.getByRole('button', { name: 'Delete', exact: true }),
      name: /^Delete /,
    });
    await visit(page, testInfo, {
      label: 'create environment',
      opener: main.getByRole('button', { name: 'Create environment', exact: true }),
      name: /environment/i,
    });
    await visit(page, testInfo, {
      label: 'edit environment',
      opener: main.getByRole('button', { name: `Edit ${environment.name}`, exact: true }),
      name: `Edit environment ${environment.name}`,
    });
    await visit(page, testInfo, {
      label: 'delete environment',
      opener: main.getByRole('button', { name: `Delete ${environment.name}`, exact: true }),
      name: /^Delete /,
      scanned: false,
    });
  });

  test('an environment: its services chosen, its deployment and its stage board', async ({
    sharedPage: page,
  }, testInfo) => {
    const { organizationId, project, environment } = seeded;
    const environmentPage = new EnvironmentPage(page, environment.name);
    await open(page, paths.environment(organizationId, project.id, environment.id), environment.name);
    await visit(page, testInfo, {
      label: 'clone environment',
      opener: page.getByRole('main').getByRole('button', { name: 'Clone', exact: true }),
      name: `Clone environment ${environment.name}`,
    });
    await environmentPage.serviceCheckbox(names.application).focus();
    await page.keyboard.press('Space');
    await visit(page, testInfo, {
      label: 'deploy the chosen services',
      opener: environmentPage.selectionAction('Deploy'),
      name: `Deploy ${names.application}?`,
    });

    const board = new StageBoard(page);
    await open(page, paths.environmentStages(organizationId, project.id, environment.id), environment.name);
    await expect(board.card('Applications', names.application)).toBeVisible();
    const main = page.getByRole('main');
    await visit(page, testInfo, {
      label: 'deploy environment',
      opener: board.deployEnvironment,
      name: `Deploy ${environment.name}?`,
      scanned: false,
    });
    // Filled in and saved from the keyboard: a new stage, last.
    await visit(page, testInfo, {
      label: 'add stage',
      opener: board.addStage,
      name: 'Add stage',
      leave: async (keyboard, dialog) => {
        await dialog.getByRole('textbox', { name: 'Name' }).focus();
        await keyboard.keyboard.insertText('QA');
        await keyboard.keyboard.press('Enter');
      },
    });
    await expect(board.stage('QA')).toBeVisible();
    const stageMenu = main.getByRole('button', { name: 'Actions for stage QA', exact: true });
    for (const [menuItem, name, scanned] of [
      ['Rename or describe…', 'Edit stage QA', true],
      ['Delete stage…', 'Delete stage?', false],
    ] as const) {
      await visit(page, testInfo, {
        label: name,
        opener: stageMenu,
        menuItem,
        name,
        returnsTo: stageMenu,
        scanned,
      });
    }
    const cardMenu = main.getByRole('button', { name: `Actions for ${names.application}`, exact: true });
    await visit(page, testInfo, {
      label: 'move service',
      opener: cardMenu,
      menuItem: 'Move to stage…',
      name: `Move ${names.application} to stage`,
      returnsTo: cardMenu,
    });
  });

  test('the deploy dialog of a service of each kind', async ({ sharedPage: page }, testInfo) => {
    const { organizationId, project, environment } = seeded;
    const environmentPage = new EnvironmentPage(page, environment.name);
    await open(page, paths.environment(organizationId, project.id, environment.id), environment.name);
    // Each kind asks for what its deployment needs (a commit, a tag, a chart version, a terraform run).
    for (const [kind, name] of Object.entries(names) as [ServiceKind, string][]) {
      await environmentPage.servicesTable.getByRole('link', { name, exact: true }).click();
      const servicePage = new ServicePage(page, kind, name);
      await expect(servicePage.heading).toBeVisible();
      await visit(page, testInfo, {
        label: `deploy ${name}`,
        opener: servicePage.deployButton,
        name: `Deploy ${name}?`,
      });
      await page.goBack();
      await expect(environmentPage.heading).toBeVisible();
    }
  });

  test('an application: clone, delete and unsaved changes', async ({ sharedPage: page }, testInfo) => {
    const { organizationId, project, environment } = seeded;
    const environmentPage = new EnvironmentPage(page, environment.name);
    await open(page, paths.environment(organizationId, project.id, environment.id), environment.name);
    await environmentPage.servicesTable.getByRole('link', { name: names.application, exact: true }).click();
    const application = new ServicePage(page, 'application', names.application);
    await application.settingsLink.click();
    await application.sectionLink('Danger zone').click();
    await expect(application.dangerZone).toBeVisible();
    await visit(page, testInfo, {
      label: 'clone service',
      opener: application.cloneButton,
      name: `Clone ${names.application}`,
    });
    await visit(page, testInfo, {
      label: 'delete service',
      opener: application.deleteButton,
      name: 'Delete application?',
      scanned: false,
    });
    await application.sectionLink('General').click();
    await application.section('General').field('Description').fill('Changed, not saved');
    await visit(page, testInfo, {
      label: 'discard unsaved changes',
      opener: application.overviewLink,
      name: 'Discard unsaved changes?',
      scanned: false,
    });
  });

  test('variables: new (typed and saved), edit, alias, override and delete', async ({
    sharedPage: page,
  }, testInfo) => {
    const { organizationId, project, environment } = seeded;
    await open(
      page,
      paths.environmentVariables(organizationId, project.id, environment.id),
      environment.name,
    );
    const main = page.getByRole('main');
    await visit(page, testInfo, {
      label: 'new variable',
      opener: main.getByRole('button', { name: 'New variable', exact: true }),
      name: 'New variable',
      leave: async (keyboard, dialog) => {
        await dialog.getByRole('textbox', { name: /Key/ }).focus();
        await keyboard.keyboard.insertText('E2E_DIALOG_KEY');
        // Past the "Mount as a file" switch to the value, then back to the key, where Enter submits.
        await keyboard.keyboard.press('Tab');
        await keyboard.keyboard.press('Tab');
        await expect(dialog.getByRole('textbox', { name: /Value/ })).toBeFocused();
        await keyboard.keyboard.insertText('typed from the keyboard');
        await keyboard.keyboard.press('Shift+Tab');
        await keyboard.keyboard.press('Shift+Tab');
        await keyboard.keyboard.press('Enter');
      },
    });
    const rowMenu = main.getByRole('button', { name: 'Actions for E2E_DIALOG_KEY', exact: true });
    await expect(rowMenu).toBeVisible();
    for (const [menuItem, name, scanned] of [
      ['Edit', 'Edit E2E_DIALOG_KEY', true],
      ['Create alias', 'Create alias of E2E_DIALOG_KEY', true],
      ['Delete', 'Delete E2E_DIALOG_KEY?', false],
    ] as const) {
      await visit(page, testInfo, {
        label: `${menuItem} variable`,
        opener: rowMenu,
        menuItem,
        name,
        returnsTo: rowMenu,
        scanned,
      });
    }
    const projectRowMenu = main.getByRole('button', { name: `Actions for ${PROJECT_KEY}`, exact: true });
    await visit(page, testInfo, {
      label: 'override variable',
      opener: projectRowMenu,
      menuItem: 'Create override',
      name: `Override ${PROJECT_KEY}`,
      returnsTo: projectRowMenu,
    });
  });

  test('variables: import (its three steps) and the text editor', async ({ sharedPage: page }, testInfo) => {
    const { organizationId, project, environment } = seeded;
    await open(
      page,
      paths.environmentVariables(organizationId, project.id, environment.id),
      environment.name,
    );
    const main = page.getByRole('main');

    // The import's three steps: pasted text, its review, what was imported.
    const importButton = main.getByRole('button', { name: 'Import .env', exact: true });
    await visit(page, testInfo, {
      label: 'import .env',
      opener: importButton,
      name: 'Import a .env file',
      leave: async (keyboard, dialog) => {
        await dialog.getByRole('textbox', { name: '.env content' }).focus();
        await keyboard.keyboard.insertText('E2E_IMPORTED=1');
        await keyboard.keyboard.press('Tab');
        await keyboard.keyboard.press('Tab');
        await expect(dialog.getByRole('button', { name: 'Review', exact: true })).toBeFocused();
        await keyboard.keyboard.press('Enter');
        const review = page.getByRole('dialog', { name: 'Review the import' });
        await expectDialogUsableByKeyboard(page, testInfo, 'review the import', review);
        await review.getByRole('button', { name: 'Import 1 variable', exact: true }).focus();
        await keyboard.keyboard.press('Enter');
        const finished = page.getByRole('dialog', { name: 'Import finished' });
        await expectDialogUsableByKeyboard(page, testInfo, 'import finished', finished);
        await keyboard.keyboard.press('Escape');
        await expect(finished).toBeHidden();
      },
    });
    await expect(main.getByRole('button', { name: 'Actions for E2E_IMPORTED', exact: true })).toBeVisible();

    await main.getByRole('button', { name: 'Edit as text', exact: true }).click();
    const text = main.getByRole('textbox', { name: 'Variables as text' });
    await text.focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('E2E_TYPED=2');
    await visit(page, testInfo, {
      label: 'review the text changes',
      opener: main.getByRole('button', { name: 'Review changes', exact: true }),
      name: 'Review changes',
    });
  });
});
