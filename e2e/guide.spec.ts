import type { Locator, Page } from '@playwright/test';
import { paths } from '../src/web/lib/paths';
import { expect, test } from './fixtures';
import { EnvironmentDialog } from './pages/EnvironmentDialog';
import { DEMO_CLUSTER_NAME } from './support/seed';
import { uniqueName } from './support/names';

/** Where the screenshots of the guide go, to look at them after a run. */
const SHOTS = 'test-results/guide-screenshots';

async function screenshotBothThemes(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('the guided first release', () => {
  test('walks the first steps in the real pages, each ticked when the platform has it', async ({
    page,
    organizationId,
  }) => {
    let clicks = 0;
    const click = async (target: Locator) => {
      clicks += 1;
      await target.click();
    };
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(paths.projects(organizationId));
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

    await click(page.getByRole('button', { name: 'Help' }));
    await click(page.getByRole('menuitem', { name: 'Guided first release' }));
    const panel = page.getByRole('region', { name: 'Your first release' });
    await expect(panel).toBeVisible();
    // Other tests of this server made projects since the demo user's guide began: only what comes next counts.
    const startOver = panel.getByRole('button', { name: 'Start over' });
    if (await startOver.isVisible()) await startOver.click();
    const next = panel.locator('[aria-current="step"]');
    await expect(next).toContainText('Create a project — next');
    await screenshotBothThemes(page, 'guide-start-1440');

    await click(next.getByRole('button', { name: 'Show me' }));
    const createProject = page.getByRole('main').getByRole('button', { name: 'Create project', exact: true });
    await expect(createProject).toBeFocused();
    await click(createProject);
    const projectDialog = page.getByRole('dialog', { name: 'Create project' });
    await projectDialog.getByRole('textbox', { name: 'Name' }).fill(uniqueName('first-release'));
    await page.keyboard.press('Enter');
    await expect(panel.getByText('Create a project — done')).toBeVisible({ timeout: 10_000 });

    await expect(next).toContainText('Add an environment — next');
    await click(next.getByRole('button', { name: 'Show me' }));
    const createEnvironment = page
      .getByRole('main')
      .getByRole('button', { name: 'Create environment', exact: true });
    await expect(createEnvironment).toBeFocused();
    await click(createEnvironment);
    const environmentDialog = EnvironmentDialog.create(page);
    await expect(environmentDialog.name).toBeFocused();
    // The default cluster is chosen once the clusters have loaded.
    await expect(environmentDialog.cluster).toHaveText(`${DEMO_CLUSTER_NAME} (default)`);
    await environmentDialog.name.fill('staging');
    await page.keyboard.press('Enter');
    await expect(panel.getByText('Add an environment — done')).toBeVisible({ timeout: 10_000 });
    await expect(next).toContainText('Add a service from an example — next');
    await expect(panel).toContainText('2 of 7 steps');
    expect(clicks).toBeLessThanOrEqual(6);

    await screenshotBothThemes(page, 'guide-two-done-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshotBothThemes(page, 'guide-two-done-390');

    await click(next.getByRole('button', { name: 'Skip' }));
    await expect(next).toContainText('Arrange its deployment stages — next');
    await click(panel.getByRole('button', { name: 'Close the guide' }));
    await expect(panel).toBeHidden();
  });
});
