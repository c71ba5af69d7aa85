import { paths } from '../src/web/lib/paths';
import { expect, test } from './fixtures';
import { expectNoSeriousViolationsInBothThemes as expectAccessible } from './support/accessibility';

// The shell's own views, each scanned in the light theme and then in the dark one (see expectAccessible).
test.describe('accessibility of the shell', () => {
  test('the command palette, with places found', async ({ page, organizationId }, testInfo) => {
    await page.goto(paths.projects(organizationId));
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await page.keyboard.press('ControlOrMeta+k');
    // The palette's code may still be loading: what is typed before its box has the focus goes nowhere.
    await expect(page.getByRole('combobox', { name: 'Go to or run' })).toBeFocused();
    await page.keyboard.type('store');
    await expect(page.getByRole('option', { name: /storefront/ }).first()).toBeVisible();
    await expectAccessible(page, testInfo, 'command palette');
  });

  test('the keyboard shortcuts', async ({ page, organizationId }, testInfo) => {
    await page.goto(paths.projects(organizationId));
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expectAccessible(page, testInfo, 'keyboard shortcuts');
  });

  test('the guided first release', async ({ page, organizationId }, testInfo) => {
    await page.goto(paths.projects(organizationId));
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Guided first release' }).click();
    await expect(
      page.getByRole('region', { name: 'Your first release' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectAccessible(page, testInfo, 'guided first release');
  });
});
