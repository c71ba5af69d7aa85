import { databaseEndpoints } from '../src/contract/endpoints';
import { expect, test } from './fixtures';
import { EnvironmentPage } from './pages/EnvironmentPage';
import { expectNoSeriousViolationsInBothThemes as expectAccessible } from './support/accessibility';
import { seedApplication, seedEnvironment } from './support/seed';

// The e2e server runs the engine twenty times faster than the demo (fixtures.ts): a deploy takes a second or two.
const DEPLOY_TIMEOUT_MS = 45_000;

test.describe('actions on the services chosen in an environment', () => {
  test('deploys two of three services, then restarts one of them', async ({
    page,
    api,
    organizationId,
  }, testInfo) => {
    test.setTimeout(120_000);
    const seeded = await seedEnvironment(api, organizationId, 'e2e-bulk');
    const environmentId = seeded.environment.id;
    await seedApplication(api, environmentId, 'checkout-web');
    await seedApplication(api, environmentId, 'admin-web');
    await api.call(databaseEndpoints.create, {
      params: { environmentId },
      body: { name: 'orders-db', type: 'POSTGRESQL', version: '17' },
    });

    const environment = new EnvironmentPage(page, seeded.environment.name);
    await environment.goto(organizationId, seeded.project.id, environmentId);
    await expect(environment.heading).toBeVisible();
    for (const name of ['checkout-web', 'admin-web', 'orders-db']) {
      await expect(environment.serviceStatus(name)).toHaveText('Not deployed');
    }
    await expect(environment.selectionBar).toBeHidden();

    // Two of them, the second from the keyboard.
    await environment.serviceCheckbox('checkout-web').check();
    await environment.serviceCheckbox('orders-db').focus();
    await page.keyboard.press('Space');
    await expect(environment.serviceCheckbox('orders-db')).toBeChecked();
    await expect(environment.selectionBar).toContainText('2 selected');
    // Nothing runs yet: restarting or stopping them does not apply, and the buttons say why.
    await expect(environment.selectionAction('Restart')).toBeDisabled();
    await expect(environment.selectionAction('Deploy')).toBeEnabled();
    await expectAccessible(page, testInfo, 'environment page with a selection');

    await environment.selectionAction('Deploy').click();
    const deploy = environment.selectionDialog('Deploy 2 services?');
    await expect(deploy.getByRole('listitem')).toHaveText(['checkout-web', 'orders-db']);
    await deploy.getByRole('button', { name: 'Deploy 2 services', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Deployment of 2 services queued.' }),
    ).toBeVisible();
    await expect(deploy).toBeHidden();
    await expect(environment.selectionBar).toBeHidden();
    await expect(environment.serviceCheckbox('checkout-web')).not.toBeChecked();

    await expect(environment.serviceStatus('checkout-web')).toHaveText('Deployed', {
      timeout: DEPLOY_TIMEOUT_MS,
    });
    await expect(environment.serviceStatus('orders-db')).toHaveText('Deployed', {
      timeout: DEPLOY_TIMEOUT_MS,
    });
    await expect(environment.serviceStatus('admin-web')).toHaveText('Not deployed');

    await environment.serviceCheckbox('checkout-web').check();
    await expect(environment.selectionBar).toContainText('1 selected');
    // Enabled once the environment's deployment has ended.
    await expect(environment.selectionAction('Restart')).toBeEnabled({ timeout: DEPLOY_TIMEOUT_MS });
    await environment.selectionAction('Restart').click();
    const restart = environment.selectionDialog('Restart checkout-web?');
    await restart.getByRole('button', { name: 'Restart checkout-web', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Restart of checkout-web queued.' }),
    ).toBeVisible();
    await expect(environment.serviceStatus('checkout-web')).toHaveText('Restarted', {
      timeout: DEPLOY_TIMEOUT_MS,
    });
    await expect(environment.serviceStatus('orders-db')).toHaveText('Deployed');
    await expect(environment.serviceStatus('admin-web')).toHaveText('Not deployed');
  });
});

test.describe('a copy of an environment', () => {
  test('is made from its page with its services, and opens there', async ({ page, api, organizationId }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-clone');
    await seedApplication(api, seeded.environment.id, 'checkout-web');
    const source = new EnvironmentPage(page, seeded.environment.name);
    await source.goto(organizationId, seeded.project.id, seeded.environment.id);

    await page.getByRole('main').getByRole('button', { name: 'Clone', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Clone environment ${seeded.environment.name}` });
    const copyName = `${seeded.environment.name}-eu`;
    await dialog.getByLabel('Name').fill(copyName);
    await dialog.getByRole('button', { name: 'Clone environment', exact: true }).click();

    const copy = new EnvironmentPage(page, copyName);
    await expect(copy.heading).toBeVisible();
    await expect(copy.serviceLinks()).toHaveText(['checkout-web']);
    await expect(copy.serviceStatus('checkout-web')).toHaveText('Not deployed');
  });
});
