import type { Page } from '@playwright/test';
import { paths } from '../src/web/lib/paths';
import { expect, test } from './fixtures';
import { ProjectPage } from './pages/ProjectPage';
import { DEMO_CLUSTER_NAME, openSeededApplication, seedEnvironment } from './support/seed';

// The e2e server runs the engine twenty times faster than the demo (fixtures.ts): a deploy takes a second or two.
const DEPLOY_TIMEOUT_MS = 45_000;
const UNKNOWN_ID = '0badc0de-0000-4000-8000-000000000000';
/** Where the screenshots of these pages go, to look at them after a run. */
const SHOTS = 'test-results/newcomer-screenshots';

async function screenshotBothThemes(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('what a newcomer meets first', () => {
  test('a deployed service’s Details card shows its deployed commit without a reload', async ({
    page,
    api,
    organizationId,
  }) => {
    const { servicePage } = await openSeededApplication(page, api, organizationId, {
      prefix: 'e2e-details',
      name: 'details-web',
    });
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Not deployed yet');

    await servicePage.deployButton.click();
    await servicePage.deployDialog().getByRole('button', { name: 'Deploy', exact: true }).click();
    await expect(servicePage.status).toHaveText('Deployed', { timeout: DEPLOY_TIMEOUT_MS });

    await expect(details).not.toContainText('Not deployed yet');
    await expect(details).toContainText(/Deployed commit\s*[0-9a-f]{12}/);
  });

  test('the project page shows whole cluster names at 1440 px', async ({ page, api, organizationId }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-cluster');
    const projectPage = new ProjectPage(page, seeded.project.name);
    await page.setViewportSize({ width: 1440, height: 900 });
    await projectPage.goto(organizationId, seeded.project.id);
    const table = page.getByRole('table', { name: 'Environments' });
    const header = table.getByRole('columnheader', { name: 'Cluster' });
    const cell = table.getByRole('cell', { name: DEMO_CLUSTER_NAME, exact: true });
    await expect(cell).toBeVisible();
    for (const clipped of [header, cell]) {
      const { scrollWidth, clientWidth } = await clipped.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    }
    await screenshotBothThemes(page, 'project-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(projectPage.heading).toBeVisible();
    await screenshotBothThemes(page, 'project-390');
  });

  test('a malformed organization id shows what was not found and the way back', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(paths.projects('not-an-organization'));
    await expect(
      page.getByRole('heading', { name: 'This address names an organization id that is not valid' }),
    ).toBeVisible();
    await expect(page.getByText('must be a UUID')).toHaveCount(0);
    await screenshotBothThemes(page, 'malformed-organization-1440');
    await page.getByRole('link', { name: 'Go to your organizations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  });

  test('unknown project and service ids show what was not found and the way back', async ({
    page,
    api,
    organizationId,
  }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-not-found');
    await page.goto(paths.project(organizationId, UNKNOWN_ID));
    await expect(page.getByRole('heading', { name: `No project with id ${UNKNOWN_ID}` })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(
      paths.service(organizationId, seeded.project.id, seeded.environment.id, 'application', UNKNOWN_ID),
    );
    await expect(page.getByRole('heading', { name: `No application with id ${UNKNOWN_ID}` })).toBeVisible();
    await screenshotBothThemes(page, 'unknown-application-390');
    await page.getByRole('link', { name: 'Back to the environment' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: seeded.environment.name, exact: true }),
    ).toBeVisible();

    await page.goto(paths.environment(organizationId, seeded.project.id, 'staging'));
    await expect(
      page.getByRole('heading', { name: 'This address names an environment id that is not valid' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to the project' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: seeded.project.name, exact: true }),
    ).toBeVisible();
  });
});
