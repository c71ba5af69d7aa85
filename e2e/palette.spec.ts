import type { Page } from '@playwright/test';
import { paths } from '../src/web/lib/paths';
import { expect, test } from './fixtures';
import { ServicePage } from './pages/ServicePage';
import { seedApplication, seedEnvironment } from './support/seed';

// The e2e server runs the engine twenty times faster than the demo (fixtures.ts): a deploy takes a second or two.
const DEPLOY_TIMEOUT_MS = 45_000;
/** Where the screenshots of these views go, to look at them after a run. */
const SHOTS = 'test-results/palette-screenshots';

async function screenshotBothThemes(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const palette = (page: Page) => page.getByRole('combobox', { name: 'Go to or run' });
const activeOption = async (page: Page) => {
  const id = await palette(page).getAttribute('aria-activedescendant');
  return page.locator(`[id="${id}"]`);
};

test.describe('the command palette', () => {
  test('from the keyboard only: open it, find a service by part of its name, open it, deploy it', async ({
    page,
    api,
    organizationId,
  }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-palette');
    // Other tests' services may be called checkout-web too: this one's name holds a part no other has.
    const stamp = Date.now().toString(36);
    const application = await seedApplication(api, seeded.environment.id, `palette-${stamp}-checkout-web`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(paths.projects(organizationId));
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

    await page.keyboard.press('ControlOrMeta+k');
    await expect(palette(page)).toBeFocused();
    // A part of the name from its middle.
    const part = `${stamp}-checkout`;
    await page.keyboard.type(part);
    const found = page.getByRole('option', { name: new RegExp(application.name) });
    await expect(found).toBeVisible();
    await expect(found).toContainText(`${seeded.project.name} / ${seeded.environment.name}`);
    await expect(found).toHaveAttribute('aria-selected', 'true');
    await screenshotBothThemes(page, 'palette-found-1440');
    await page.keyboard.press('Enter');

    const servicePage = new ServicePage(page, 'application', application.name);
    await expect(servicePage.heading).toBeVisible();
    await expect(servicePage.deployButton).toBeEnabled();

    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('deploy');
    await expect(await activeOption(page)).toContainText(`Deploy ${application.name}`);
    await page.keyboard.press('Enter');
    const dialog = servicePage.deployDialog();
    await expect(dialog).toBeVisible();
    // The dialog's first field has the focus: Enter submits it, as from any form.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(servicePage.status).toHaveText('Deployed', { timeout: DEPLOY_TIMEOUT_MS });

    // The service opened is the first of the recent places next time.
    await page.keyboard.press('ControlOrMeta+k');
    const recent = page.getByRole('group', { name: 'Recent' });
    await expect(recent.getByRole('option').first()).toContainText(application.name);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshotBothThemes(page, 'palette-recent-390');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
  });

  test('opens from the top bar’s search on a phone', async ({ page, organizationId }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(paths.projects(organizationId));
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(palette(page)).toBeFocused();
    await page.keyboard.type('storefront');
    await expect(page.getByRole('option', { name: /storefront/ }).first()).toBeVisible();
  });
});

test.describe('the keyboard shortcuts', () => {
  test('? shows every shortcut; Escape closes it', async ({ page, organizationId }) => {
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(paths.projects(organizationId));
      await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
      await page.keyboard.press('?');
      const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('region', { name: 'Anywhere' })).toContainText('Show these shortcuts');
      await expect(dialog.getByRole('region', { name: 'On a deployment stage board' })).toBeVisible();
      await screenshotBothThemes(page, `shortcuts-${width}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});
