import { expect, test } from './fixtures';
import { DeploymentHistory, DeploymentView, ServiceLogs } from './pages/DeploymentPages';
import { openSeededApplication } from './support/seed';

test.describe.configure({ mode: 'parallel' });

// The e2e server runs the engine twenty times faster than the demo (fixtures.ts): a deploy takes a second or two.
const DEPLOY_TIMEOUT_MS = 45_000;

test.describe('deploying from the console', () => {
  test('an application is deployed, live, with its steps and its logs', async ({
    page,
    api,
    organizationId,
  }) => {
    const { servicePage } = await openSeededApplication(page, api, organizationId, {
      prefix: 'e2e-deploy',
      name: 'checkout-web',
      request: {
        git_repository: { url: 'https://github.com/acme-robotics/checkout-web.git', branch: 'main' },
        ports: [{ internal_port: 8080, publicly_accessible: true }],
      },
    });
    await expect(servicePage.status).toHaveText('Not deployed');

    await servicePage.deployButton.click();
    const dialog = servicePage.deployDialog();
    await expect(dialog).toContainText('with its current configuration');
    await dialog.getByRole('button', { name: 'Deploy', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Deployment of checkout-web queued.' }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // The header follows it on its own, through the states of a real deploy, to the end.
    await expect(servicePage.status).toHaveText(/Queued|Building|Deploying|Deployed/);
    await expect(servicePage.status).toHaveText('Deployed', { timeout: DEPLOY_TIMEOUT_MS });
    await expect(servicePage.deployButton).toBeEnabled();

    await servicePage.deploymentsLink.click();
    const history = new DeploymentHistory(page);
    await expect(history.rows()).toHaveCount(1);
    const row = history.rows().first();
    await expect(row).toContainText('Deploy');
    await expect(row).toContainText('Deployed');
    await expect(row).toContainText('Demo User via Console');
    await row.getByRole('link').first().click();

    const deployment = new DeploymentView(page, 'Deploy of checkout-web');
    await expect(deployment.heading).toBeVisible();
    await expect(deployment.status).toHaveText('Deployed');
    for (const step of ['Clone the repository', 'Build', 'Deploy', 'Configure the router']) {
      await expect(deployment.step(step)).toContainText('Succeeded');
    }
    await expect(deployment.reason).toHaveCount(0);
    // Follow mode keeps the last lines in view: the deploy's closing line.
    await expect(deployment.log).toContainText('checkout-web deployed in');

    await servicePage.logsLink.click();
    const logs = new ServiceLogs(page);
    await expect(logs.log).toContainText('checkout-web deployed in');
    await logs.search.fill('successfully rolled out');
    await expect(logs.matches).toHaveText('1 of 1');
    await expect(logs.log).toContainText('successfully rolled out');
    await logs.search.fill('no such line anywhere');
    await expect(logs.matches).toHaveText('No matches');
  });

  test('a build that fails ends in "Build failed" and says why', async ({ page, api, organizationId }) => {
    const { servicePage } = await openSeededApplication(page, api, organizationId, {
      prefix: 'e2e-deploy-fail',
      name: 'broken-web',
      // A branch containing "fail-build" makes the simulated build exit with an error (see docs/resources.md).
      request: {
        git_repository: {
          url: 'https://github.com/acme-robotics/broken-web.git',
          branch: 'feature/fail-build',
        },
        ports: [{ internal_port: 8080, publicly_accessible: true }],
      },
    });
    await servicePage.deployButton.click();
    await servicePage.deployDialog().getByRole('button', { name: 'Deploy', exact: true }).click();
    await expect(servicePage.status).toHaveText('Build failed', { timeout: DEPLOY_TIMEOUT_MS });

    await servicePage.deploymentsLink.click();
    const row = new DeploymentHistory(page).rows().first();
    await expect(row).toContainText('Build failed');
    await row.getByRole('link').first().click();

    const deployment = new DeploymentView(page, 'Deploy of broken-web');
    await expect(deployment.status).toHaveText('Build failed');
    await expect(deployment.step('Clone the repository')).toContainText('Succeeded');
    await expect(deployment.step('Build')).toContainText('Failed');
    await expect(deployment.step('Deploy')).not.toContainText('Succeeded');
    await expect(deployment.reason).toContainText('Build failed');
    await expect(deployment.log).toContainText('Build failed: the build command exited with code 2');
  });
});
