import { advancedSettingsEndpoints } from '../src/contract/endpoints';
import { paths } from '../src/web/lib/paths';
import { expect, test } from './fixtures';
import { expectNoSeriousViolationsInBothThemes as expectAccessible } from './support/accessibility';
import { seedApplication, seedEnvironment } from './support/seed';

test('an application’s advanced settings are edited in place, checked, reset and saved', async ({
  page,
  api,
  organizationId,
}, testInfo) => {
  const seeded = await seedEnvironment(api, organizationId, 'e2e-advanced');
  const application = await seedApplication(api, seeded.environment.id, 'advanced-web');
  await page.goto(
    paths.serviceAdvancedSettings(
      organizationId,
      seeded.project.id,
      seeded.environment.id,
      'application',
      application.id,
    ),
  );
  const table = page.getByRole('table', { name: 'Advanced settings of the application' });
  await expect(table).toBeVisible();
  await expectAccessible(page, testInfo, 'application advanced settings');

  const timeout = page.getByRole('textbox', { name: 'build.timeout_max_sec' });
  await timeout.fill('soon');
  await expect(page.getByRole('alert')).toContainText('build.timeout_max_sec: must be a whole number');
  await timeout.fill('900');
  await page.getByRole('switch', { name: 'network.ingress.enable_cors' }).check();
  await page.getByRole('button', { name: 'Save 2 changes' }).click();
  await expect(page.getByText('2 settings saved. Redeploy to apply them.')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Changed from default (2)' }).check();
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Reset build.timeout_max_sec to its default' }).click();
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('1 setting saved. Redeploy to apply them.')).toBeVisible();

  const saved = await api.call(advancedSettingsEndpoints.applicationGet, {
    params: { applicationId: application.id },
  });
  expect(saved).toMatchObject({ 'build.timeout_max_sec': 1800, 'network.ingress.enable_cors': true });
});
