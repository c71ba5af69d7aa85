import { expect, test } from './fixtures';
import { chooseOption, selectNamed } from './support/options';
import { uniqueName } from './support/names';

// The e2e server runs installs twenty times faster than the demo (fixtures.ts): a second or two.
const INSTALL_TIMEOUT_MS = 45_000;

test.describe('clusters', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a cluster created on Scaleway through the wizard installs, then upgrades', async ({
    page,
    organizationId,
  }) => {
    const name = uniqueName('e2e-kapsule');
    await page.goto(`/organizations/${organizationId}/projects`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clusters' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clusters' })).toBeVisible();
    await page.getByRole('button', { name: 'Create cluster' }).click();

    const wizard = page.getByRole('form', { name: 'New cluster' });
    const cost = wizard.getByTestId('cost-total');
    // General: the provider decides the regions offered.
    await wizard.getByRole('textbox', { name: 'Name' }).fill(name);
    await wizard.getByRole('button', { name: 'Scaleway', exact: true }).click();
    await chooseOption(page, selectNamed(wizard, 'Region'), 'nl-ams');
    await expect(cost).toHaveText(/^\$\d+\/month$/);
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Credentials: added here, and picked at once.
    await wizard.getByRole('button', { name: 'Add Scaleway credentials' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Scaleway credentials' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`${name}-credentials`);
    await dialog.getByLabel('Access key').fill('SCWXXXXXXXXXXXXXXXXX');
    await dialog.getByLabel('Secret key').fill('0f4e3c2b-secret');
    await dialog.getByLabel('Project ID').fill('e2e-project');
    await dialog.getByLabel('Organization ID').fill('e2e-organization');
    await dialog.getByRole('button', { name: 'Add credentials' }).click();
    await expect(dialog).toBeHidden();
    await expect(selectNamed(wizard, 'Scaleway credentials')).toHaveText(`${name}-credentials`);
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Resources: the estimate follows the instance type (3 nodes at most, 40 GB disks by default).
    await chooseOption(page, selectNamed(wizard, 'Instance type'), 'PRO2-XS');
    await expect(cost).toHaveText('$272/month');
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Features: a paying one adds its cost.
    await wizard.getByRole('switch', { name: /^Static IP/ }).check();
    await expect(cost).toHaveText('$284/month');
    await wizard.getByRole('button', { name: 'Next' }).click();

    await expect(wizard.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await wizard.getByRole('button', { name: 'Create and install' }).click();

    // The cluster page follows the install live, step by step.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const status = page.getByRole('status', { name: 'Cluster status' });
    await expect(page.getByRole('list', { name: /^Steps of the install/ })).toBeVisible();
    await expect(status).toHaveText('Running', { timeout: INSTALL_TIMEOUT_MS });
    await expect(page.getByRole('log', { name: 'Cluster log' })).toContainText(`Cluster ${name} installed`);
    await expect(page.getByText('$284/month').first()).toBeVisible();

    // A lock keeps the cluster as it is: the upgrade waits, with the lock as the reason, until it is unlocked.
    await page.getByRole('button', { name: 'Lock' }).click();
    const lockDialog = page.getByRole('dialog', { name: `Lock ${name}?` });
    await lockDialog.getByRole('textbox', { name: 'Reason' }).fill('Release freeze');
    await lockDialog.getByLabel('Lock for').fill('3');
    await lockDialog.getByRole('button', { name: 'Lock cluster' }).click();
    const banner = page.getByRole('region', { name: 'Cluster lock' });
    await expect(banner).toContainText('Release freeze');
    await expect(page.getByRole('button', { name: 'Upgrade' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Upgrade' })).toHaveAccessibleDescription(
      /^Locked by .+: Release freeze$/,
    );
    await banner.getByRole('button', { name: 'Unlock' }).click();
    await expect(banner).toBeHidden();

    // Upgrade: the next version is shown, then confirmed.
    await page.getByRole('button', { name: 'Upgrade' }).click();
    const confirm = page.getByRole('dialog', { name: `Upgrade ${name}?` });
    await expect(confirm).toContainText('from Kubernetes 1.32 to 1.33');
    await confirm.getByRole('button', { name: 'Upgrade to 1.33' }).click();
    await expect(page.getByRole('list', { name: /^Steps of the upgrade to Kubernetes 1\.33/ })).toBeVisible();
    await expect(status).toHaveText('Running', { timeout: INSTALL_TIMEOUT_MS });
    await expect(page.getByRole('log', { name: 'Cluster log' })).toContainText(
      'Control plane upgraded from 1.32 to 1.33',
    );
    await expect(page.getByRole('button', { name: 'Upgrade' })).toBeDisabled();

    // The list shows it with its provider, region and cost.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clusters' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Scaleway');
    await expect(row).toContainText('Running');
    await expect(row).toContainText('$284/month');
  });
});
