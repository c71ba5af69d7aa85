import type { Browser, Page } from '@playwright/test';
import { applicationEndpoints } from '../src/contract';
import { expect, test } from './fixtures';
import { ServicePage } from './pages/ServicePage';
import { expectNoSeriousViolationsInBothThemes } from './support/accessibility';
import { addressOf, seedApplication, seedEnvironment } from './support/seed';
import { startSignedIn, type StorageState } from './support/signedInContext';

/** A second person: another browser context with the same signed-in storage, as another tab or machine would be. */
async function secondPerson(
  browser: Browser,
  session: StorageState,
  baseURL: string | undefined,
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await startSignedIn(context, session);
  return context.newPage();
}

test('two people editing one service: the second save shows what changed, loses nothing, reloads or overwrites', async ({
  page,
  browser,
  baseURL,
  api,
  organizationId,
  demoUserSession,
}, testInfo) => {
  const seeded = await seedEnvironment(api, organizationId, 'e2e-edit-conflict');
  const application = await seedApplication(api, seeded.environment.id, 'storefront-web');
  const address = addressOf(seeded, 'application', application.id);
  const other = await secondPerson(browser, await demoUserSession(), baseURL);
  try {
    const first = await ServicePage.openSettings(page, address, application.name, 'general');
    const second = await ServicePage.openSettings(other, address, application.name, 'general');
    const firstGeneral = first.section('General');
    const secondGeneral = second.section('General');
    await expect(firstGeneral.field('Description')).toHaveValue('Seeded through the API');
    await expect(secondGeneral.field('Description')).toHaveValue('Seeded through the API');

    // The first saves; the second has the page open from before and types over the old description.
    await firstGeneral.field('Description').fill('Edited by the first person');
    await firstGeneral.save.click();
    await expect(firstGeneral.unsaved).toBeHidden();
    await secondGeneral.field('Description').fill('Edited by the second person');
    await secondGeneral.save.click();

    const conflict = other.getByRole('dialog', {
      name: `Someone else changed the application ${application.name}`,
    });
    await expect(conflict).toBeVisible();
    await expect(conflict).toHaveAccessibleDescription(/since you opened it/);
    const change = conflict.getByRole('list', { name: 'Changed fields' }).getByRole('listitem');
    await expect(change).toHaveCount(1);
    await expect(change).toContainText('Description');
    await expect(change).toContainText('Edited by the first person');
    await expect(change).toContainText('Edited by the second person');
    await expectNoSeriousViolationsInBothThemes(other, testInfo, 'the conflict dialog');

    // Closing it (Escape) decides nothing: what the second person typed is still there, unsaved.
    await other.keyboard.press('Escape');
    await expect(conflict).toBeHidden();
    await expect(secondGeneral.field('Description')).toHaveValue('Edited by the second person');
    await expect(secondGeneral.unsaved).toBeVisible();
    expect(
      await api.call(applicationEndpoints.get, { params: { applicationId: application.id } }),
    ).toMatchObject({
      description: 'Edited by the first person',
    });

    // Reload: theirs replaces what was typed.
    await secondGeneral.save.click();
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect(conflict).toBeHidden();
    await expect(secondGeneral.field('Description')).toHaveValue('Edited by the first person');
    await expect(secondGeneral.unsaved).toBeHidden();

    // The first saves again; the second, from the version reloaded, overwrites it by keyboard.
    await firstGeneral.field('Description').fill('Edited again by the first person');
    await firstGeneral.save.click();
    await expect(firstGeneral.unsaved).toBeHidden();
    await secondGeneral.field('Description').fill('The second person wins');
    await secondGeneral.save.click();
    await expect(conflict).toBeVisible();
    await expect(change).toContainText('Edited again by the first person');
    await conflict.getByRole('button', { name: 'Overwrite', exact: true }).focus();
    await other.keyboard.press('Enter');
    await expect(conflict).toBeHidden();
    await expect(secondGeneral.unsaved).toBeHidden();
    expect(
      await api.call(applicationEndpoints.get, { params: { applicationId: application.id } }),
    ).toMatchObject({
      description: 'The second person wins',
    });
    await page.reload();
    await expect(firstGeneral.field('Description')).toHaveValue('The second person wins');
  } finally {
    await other.context().close();
  }
});
