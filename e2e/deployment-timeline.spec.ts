import type { Page } from '@playwright/test';
import { databaseEndpoints } from '../src/contract/endpoints';
import { paths } from '../src/web/lib/paths';
import { engineAtWatchingPace, expect, test } from './fixtures';
import { StageBoard } from './pages/StageBoard';
import { expectNoSeriousViolationsInBothThemes as expectAccessible } from './support/accessibility';
import { seedApplication, seedEnvironment } from './support/seed';

// The lanes are drawn while the release runs: at this pace two stages deploy in well under a minute.
test.use(engineAtWatchingPace);
const DEPLOY_TIMEOUT_MS = 60_000;
const SHOTS = 'test-results/timeline-screenshots';

async function screenshotBothThemes(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('a release drawn on a timeline', () => {
  test('an environment of two stages deployed, watched as lanes and read as a table, at both widths', async ({
    page,
    api,
    organizationId,
  }, testInfo) => {
    test.setTimeout(150_000);
    const seeded = await seedEnvironment(api, organizationId, 'e2e-timeline');
    const environmentId = seeded.environment.id;
    const web = await seedApplication(api, environmentId, 'web');
    await api.call(databaseEndpoints.create, {
      params: { environmentId },
      body: { name: 'orders-db', type: 'POSTGRESQL', version: '17' },
    });

    await page.setViewportSize({ width: 1440, height: 900 });
    const board = new StageBoard(page);
    await board.goto(organizationId, seeded.project.id, environmentId);
    await expect(board.stage('Databases')).toContainText('orders-db');
    await expect(board.deployEnvironment).toBeEnabled();
    await board.deployEnvironment.click();
    const confirm = page.getByRole('dialog', { name: `Deploy ${seeded.environment.name}?`, exact: true });
    await confirm.getByRole('button', { name: 'Deploy', exact: true }).click();

    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Timeline', exact: true }).click();
    await expect(page).toHaveURL(/view=timeline/);
    const chart = main.getByTestId('timeline-chart');
    const phases = main.getByRole('table', { name: 'Deployment phases', exact: true });
    // While it runs: the first stage's lane is drawn, its service's phases listed.
    await expect(chart).toContainText('Databases');
    await expect(phases.getByRole('row', { name: /Databases orders-db/ }).first()).toBeVisible();
    await screenshotBothThemes(page, 'running-1440');

    // Finished: both lanes, the web application's build and deploy on the critical path.
    await expect(main.getByText(/^Took /)).toBeVisible({ timeout: DEPLOY_TIMEOUT_MS });
    await expect(chart).toContainText('Applications');
    await expect(chart).toHaveAttribute('aria-hidden', 'true');
    await expect(phases.getByRole('row', { name: /Applications web Build .* Yes$/ }).first()).toBeVisible();
    await expect(phases.getByRole('row', { name: /Applications web Deploy .* Yes$/ })).toBeVisible();
    await expect(
      main.getByText(/Critical path: Databases: orders-db, then Applications: web\./),
    ).toBeVisible();
    await screenshotBothThemes(page, 'finished-1440');
    await expectAccessible(page, testInfo, 'timeline at 1440 px');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(chart).toContainText('Applications');
    await screenshotBothThemes(page, 'finished-390');
    await expectAccessible(page, testInfo, 'timeline at 390 px');

    // The web application's own durations, one bar for its one deployment, opening it.
    await page.goto(
      paths.serviceDeployments(organizationId, seeded.project.id, environmentId, 'application', web.id),
    );
    const bars = main.getByRole('list', { name: 'Deployments by duration', exact: true }).getByRole('link');
    await expect(bars).toHaveCount(1);
    await expect(bars.first()).toHaveAccessibleName(/Deployed, \d+ s$/);
    await screenshotBothThemes(page, 'durations-390');
    await expectAccessible(page, testInfo, 'durations chart at 390 px');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshotBothThemes(page, 'durations-1440');
    await expectAccessible(page, testInfo, 'durations chart at 1440 px');
  });
});
