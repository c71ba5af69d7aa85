import type { Page } from '@playwright/test';
import { applicationEndpoints } from '../src/contract/endpoints';
import { paths } from '../src/web/lib/paths';
import { expect, test } from './fixtures';
import { expectNoSeriousViolationsInBothThemes as expectAccessible } from './support/accessibility';
import type { PlatformApi } from './support/platform-api';
import { seedApplication, seedEnvironment } from './support/seed';

test.describe.configure({ mode: 'parallel' });

const WIDTHS = [390, 1440] as const;

async function openLog(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

/** An environment with an application "web" whose cpu was then raised through the API: one create, one edit. */
async function seedEditedApplication(api: PlatformApi, organizationId: string, prefix: string) {
  const seeded = await seedEnvironment(api, organizationId, prefix);
  const web = await seedApplication(api, seeded.environment.id, 'web');
  const current = await api.call(applicationEndpoints.get, { params: { applicationId: web.id } });
  await api.call(applicationEndpoints.edit, {
    params: { applicationId: web.id },
    body: {
      name: current.name,
      git_repository: { url: current.git_repository.url },
      ports: [{ internal_port: 3000, publicly_accessible: true }],
      cpu: current.cpu + 250,
    },
  });
  return { seeded, web, current };
}

test.describe('the audit log', () => {
  // Two widths, each scanned in both themes.
  test.describe.configure({ timeout: 120_000 });

  test('shows the changes made through the API, each opening its diff, and a service its own', async ({
    page,
    api,
    organizationId,
  }, testInfo) => {
    const { seeded, web, current } = await seedEditedApplication(api, organizationId, 'e2e-audit');

    // Other specs change the shared organization meanwhile: the project's own events only.
    const url = paths.auditLog(organizationId, { 'project-id': seeded.project.id });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await openLog(page, url);
      const table = page.getByRole('table', { name: 'Audit events' });
      const rows = table.locator('tbody > tr');
      // Latest first: the edit, then the creations (the application's, its built-in variables, the stages).
      await expect(rows.nth(0)).toContainText('Updated');
      await expect(rows.nth(0)).toContainText('web');
      await expect(
        rows.filter({ hasText: 'Created' }).filter({ hasText: 'Application' }).first(),
      ).toBeVisible();

      const toggle = rows.nth(0).getByRole('button', { name: /what changed/ });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const diff = page.getByRole('table', { name: 'What changed in web' });
      await expect(diff.getByRole('row', { name: /^config\.cpu/ })).toContainText(String(current.cpu + 250));
      await expectAccessible(page, testInfo, `audit log at ${width} px`);
    }

    // The project's creation is the oldest of its events, on a later page.
    await page.getByRole('button', { name: 'Older' }).click();
    await expect(page).toHaveURL(/continue-token=/);
    await expect(
      page
        .getByRole('table', { name: 'Audit events' })
        .locator('tbody > tr')
        .filter({ hasText: 'Project' })
        .last(),
    ).toContainText('Created');
    await page.getByRole('button', { name: 'Newer' }).click();
    await expect(page).toHaveURL(/step-back-token=/);

    await page.getByLabel('Action').selectOption('Created');
    await expect(page).toHaveURL(/event-type=CREATE/);
    const created = page.getByRole('table', { name: 'Audit events' }).locator('tbody > tr');
    await expect(created.first()).toContainText('Created');
    await expect(created.filter({ hasNotText: 'Created' })).toHaveCount(0);

    await page.goto(
      paths.serviceActivity(organizationId, seeded.project.id, seeded.environment.id, 'application', web.id),
    );
    const activity = page.getByRole('table', { name: 'Recent activity' });
    await expect(activity.locator('tbody > tr').first()).toContainText('Updated');
    await expect(activity.locator('tbody > tr').last()).toContainText('Created');
    await page.getByRole('link', { name: 'Open in the audit log' }).click();
    await expect(page).toHaveURL(new RegExp(`target-id=${web.id}`));
    await expect(
      page.getByRole('table', { name: 'Audit events' }).locator('tbody > tr').first(),
    ).toContainText('Updated');
  });

  test('compares an environment with just before an edit, per service and field', async ({
    page,
    api,
    organizationId,
  }, testInfo) => {
    const { seeded, current } = await seedEditedApplication(api, organizationId, 'e2e-moment');

    await page.goto(paths.environmentActivity(organizationId, seeded.project.id, seeded.environment.id));
    const activity = page.getByRole('table', { name: 'Recent activity' });
    await expect(activity.locator('tbody > tr').first()).toContainText('Updated');
    // The options follow the activity, latest first: the first event is the edit.
    await page.getByLabel('Just before').selectOption({ index: 1 });
    const changes = page.getByRole('table', { name: 'Changes to web' });
    await expect(changes.getByRole('row', { name: /^config\.cpu/ })).toContainText(
      `${current.cpu}${current.cpu + 250}`,
    );
    await expectAccessible(page, testInfo, 'environment compared with a past moment');
  });
});
