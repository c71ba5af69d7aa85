import { paths } from '../src/web/lib/paths';
import { expect, test } from './fixtures';
import { expectNoSeriousViolationsInBothThemes as expectAccessible } from './support/accessibility';

// The shell's own views, each scanned in the light theme and then in the dark one (see expectAccessible).
test.describe('accessibility of the shell', () => {
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
