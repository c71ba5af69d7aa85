import { databaseEndpoints, environmentDeploymentEndpoints } from '../src/contract/endpoints';
import { expect, test } from './fixtures';
import { EnvironmentPage } from './pages/EnvironmentPage';
import { expectNoSeriousViolationsInBothThemes as expectAccessible } from './support/accessibility';
import { seedApplication, seedEnvironment } from './support/seed';

// The e2e server runs the engine five times faster than the demo (ENGINE_TIME_SCALE=0.2): an environment of two
// services deploys in 5 to 10 seconds.
const DEPLOY_TIMEOUT_MS = 45_000;

test.describe("an environment's deployment queue, history and log", () => {
  test('a waiting deployment withdrawn, the running one finished, listed and its log read', async ({
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

    // Twice in a row: the second waits behind the first.
    const first = await api.call(environmentDeploymentEndpoints.deploy, { params: { environmentId } });
    const second = await api.call(environmentDeploymentEndpoints.deploy, { params: { environmentId } });
    expect(second.id).not.toBe(first.id);

    const environment = new EnvironmentPage(page, name);
    await environment.goto(organizationId, seeded.project.id, environmentId);
    await expect(environment.waitingList).toHaveAccessibleName('Waiting (1)');
    const waiting = environment.waitingRequest(1);
    await expect(waiting).toContainText('1. Deploy · both services');
    await expect(waiting).toContainText('via API');

    await waiting.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const confirm = environment.withdrawDialog(`Withdraw the waiting Deploy of ${name}?`);
    await expect(confirm).toContainText('The Deploy of both services requested by');
    await expect(confirm).toContainText('(1st in line) leaves the queue and will not run');
    await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `Withdrew the waiting Deploy of ${name}.` }),
    ).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(environment.waitingList).toBeHidden();

    // The first one goes on to the end: the only deployment in the history.
    await expect(environment.deployment).toContainText('2 of 2 services done', {
      timeout: DEPLOY_TIMEOUT_MS,
    });
    await expect(environment.historyRows()).toHaveCount(1);
    const row = environment.historyRows().first();
    await expect(row).toContainText('Deployed', { timeout: DEPLOY_TIMEOUT_MS });
    await expect(row).toContainText('Deploy');
    await expect(row).toContainText('via API');
    await expect(environment.historyCount).toHaveText('1 deployment');
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
