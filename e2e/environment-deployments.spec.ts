import { databaseEndpoints, environmentDeploymentEndpoints } from '../src/contract/endpoints';
import { engineAtWatchingPace, expect, test } from './fixtures';
import { EnvironmentPage } from './pages/EnvironmentPage';
import { expectNoSeriousViolationsInBothThemes as expectAccessible } from './support/accessibility';
import { seedApplication, seedEnvironment } from './support/seed';

// A waiting deployment is withdrawn while two others run: at this pace an environment of two services deploys in 5
// to 10 seconds.
test.use(engineAtWatchingPace);
const DEPLOY_TIMEOUT_MS = 45_000;

test.describe("an environment's deployment queue, history and log", () => {
  test('the last waiting deployment withdrawn, the others finished, listed and a log read', async ({
    page,
    api,
    organizationId,
  }, testInfo) => {
    test.setTimeout(120_000);
    const seeded = await seedEnvironment(api, organizationId, 'e2e-queue');
    const environmentId = seeded.environment.id;
    const name = seeded.environment.name;
    await seedApplication(api, environmentId, 'checkout-web');
    await api.call(databaseEndpoints.create, {
      params: { environmentId },
      body: { name: 'orders-db', type: 'POSTGRESQL', version: '17' },
    });

    // The page is open before anything is queued: what the race below leaves to chance is then only the time from
    // the deploys to the confirmation, not the page's first load, which a loaded machine stretches past any deploy.
    const environment = new EnvironmentPage(page, name);
    await environment.goto(organizationId, seeded.project.id, environmentId);
    await expect(environment.serviceStatus('orders-db')).toHaveText('Not deployed');
    await expect(environment.serviceStatus('checkout-web')).toHaveText('Not deployed');

    // Three in a row: the second and third wait behind the first, and the page hears of them through the change
    // feed. The last in line is withdrawn while two deployments still run before it.
    const first = await api.call(environmentDeploymentEndpoints.deploy, { params: { environmentId } });
    const second = await api.call(environmentDeploymentEndpoints.deploy, { params: { environmentId } });
    const third = await api.call(environmentDeploymentEndpoints.deploy, { params: { environmentId } });
    expect(new Set([first.id, second.id, third.id]).size).toBe(3);

    const lastInLine = environment.waitingList.getByRole('listitem').last();
    await expect(lastInLine).toContainText(/^\d\. Deploy · both services/);
    await expect(lastInLine).toContainText('via API');

    await lastInLine.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const confirm = environment.withdrawDialog(`Withdraw the waiting Deploy of ${name}?`);
    await expect(confirm).toContainText('The Deploy of both services requested by');
    await expect(confirm).toContainText(/\((1st|2nd) in line\) leaves the queue and will not run/);
    await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `Withdrew the waiting Deploy of ${name}.` }),
    ).toBeVisible();
    await expect(confirm).toBeHidden();

    // The other two go on to the end, one after the other: the only deployments in the history.
    await expect(environment.waitingList).toBeHidden({ timeout: DEPLOY_TIMEOUT_MS });
    await expect(environment.historyCount).toHaveText('2 deployments', { timeout: DEPLOY_TIMEOUT_MS });
    await expect(environment.deployment).toContainText('2 of 2 services done', {
      timeout: DEPLOY_TIMEOUT_MS,
    });
    await expect(environment.historyRows()).toHaveCount(2);
    const row = environment.historyRows().first();
    await expect(row).toContainText('Deployed', { timeout: DEPLOY_TIMEOUT_MS });
    await expect(row).toContainText('Deploy');
    await expect(row).toContainText('via API');
    await expect(environment.historyRows().last()).toContainText('Deployed');
    await expect(environment.loadMoreHistory).toBeHidden();

    // Opened, it shows its stages: the database first, then the application.
    await row.getByRole('button', { expanded: false }).click();
    const stages = environment.historyStages();
    await expect(stages.getByRole('listitem')).toHaveCount(2);
    await expect(stages.getByRole('listitem').first()).toContainText('orders-db');
    await expect(stages.getByRole('listitem').last()).toContainText('checkout-web');
    await expectAccessible(page, testInfo, 'environment page with its history opened');

    await row.getByRole('button', { name: 'View log', exact: true }).click();
    await expect(environment.logDialog).toHaveAccessibleName(`Log: Deploy of ${name}`);
    // Following, the last lines are in view: the application's closing line.
    await expect(environment.environmentLog).toContainText('checkout-web deployed in');
    await environment.environmentLogSearch.fill('orders-db deployed in');
    await expect(environment.environmentLog).toContainText('[orders-db]orders-db deployed in');
    await environment.logDialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(environment.logDialog).toBeHidden();
  });
});
