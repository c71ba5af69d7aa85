import type { ServiceState } from '../src/contract';
import {
  applicationEndpoints,
  databaseEndpoints,
  environmentDeploymentEndpoints,
  serviceDeploymentEndpointsByKind,
  webhookEndpoints,
} from '../src/contract/endpoints';
import { paths } from '../src/web/lib/paths';
import { expect, test } from './fixtures';
import { DeploymentHistory, DeploymentView, ServiceLogs } from './pages/DeploymentPages';
import { EnvironmentPage } from './pages/EnvironmentPage';
import { ServicePage } from './pages/ServicePage';
import { WebhooksPage } from './pages/WebhooksPage';
import { expectNoSeriousViolationsInBothThemes as expectAccessible } from './support/accessibility';
import { uniqueName } from './support/names';
import type { PlatformApi } from './support/platform-api';
import { addressOf, seedApplication, seedEnvironment } from './support/seed';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

test.describe.configure({ mode: 'parallel' });

// The e2e server runs the engine twenty times faster than the demo (fixtures.ts): a deploy takes a second or two.
const DEPLOY_TIMEOUT_MS = 45_000;

/** Deploys an application through the API and waits until its deployment ends in `state`. */
async function deployApplication(api: PlatformApi, applicationId: string, state: ServiceState) {
  const endpoints = serviceDeploymentEndpointsByKind.application;
  await api.call(endpoints.deploy, { params: { applicationId }, body: {} });
  await expect
    .poll(async () => (await api.call(endpoints.status, { params: { applicationId } })).state, {
      timeout: DEPLOY_TIMEOUT_MS,
      message: `the application's deployment ends in ${state}`,
    })
    .toBe(state);
  const { results } = await api.call(endpoints.history, { params: { applicationId } });
  return results[0]!;
}

// Each page is scanned in the light theme and then in the dark one (see expectAccessible), once its data shows and
// its buttons have settled (Deploy turns enabled once the status arrives), so nothing is caught mid-transition.
test.describe('accessibility of deployments', () => {
  // A real deploy before the scans: more than the default 30 s when the machine is busy.
  test.describe.configure({ timeout: 90_000 });

  test('a finished deployment: the Deployments tab, the deployment view and the Logs tab', async ({
    page,
    api,
    organizationId,
  }, testInfo) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-a11y-deploy');
    const application = await seedApplication(api, seeded.environment.id, 'storefront-web');
    await deployApplication(api, application.id, 'DEPLOYED');

    const servicePage = await ServicePage.open(
      page,
      addressOf(seeded, 'application', application.id),
      application.name,
    );
    await servicePage.deploymentsLink.click();
    const history = new DeploymentHistory(page);
    await expect(history.rows()).toHaveCount(1);
    await expect(history.rows().first()).toContainText('Deployed');
    await expect(servicePage.status).toHaveText('Deployed');
    await expect(servicePage.deployButton).toBeEnabled();
    await expectAccessible(page, testInfo, 'service deployments tab');

    await history.rows().first().getByRole('link').first().click();
    const deployment = new DeploymentView(page, 'Deploy of storefront-web');
    await expect(deployment.status).toHaveText('Deployed');
    await expect(deployment.step('Configure the router')).toContainText('Succeeded');
    await expect(deployment.log).toContainText('storefront-web deployed in');
    await expect(servicePage.deployButton).toBeEnabled();
    await expectAccessible(page, testInfo, 'deployment view, deployed');

    await servicePage.logsLink.click();
    const logs = new ServiceLogs(page);
    await expect(logs.log).toContainText('storefront-web deployed in');
    await expect(logs.search).toBeVisible();
    await expect(servicePage.deployButton).toBeEnabled();
    await expectAccessible(page, testInfo, 'service logs tab');
  });

  test('a failed deployment: the deployment view with the failed step and the reason', async ({
    page,
    api,
    organizationId,
  }, testInfo) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-a11y-deploy-fail');
    // A branch containing "fail-build" makes the simulated build exit with an error.
    const application = await api.call(applicationEndpoints.create, {
      params: { environmentId: seeded.environment.id },
      body: {
        name: 'broken-web',
        git_repository: {
          url: 'https://github.com/acme-robotics/broken-web.git',
          branch: 'feature/fail-build',
        },
        ports: [{ internal_port: 8080, publicly_accessible: true }],
      },
    });
    const failed = await deployApplication(api, application.id, 'BUILD_ERROR');

    const servicePage = new ServicePage(page, 'application', application.name);
    await page.goto(
      paths.serviceDeployment(
        organizationId,
        seeded.project.id,
        seeded.environment.id,
        'application',
        application.id,
        failed.id,
      ),
    );
    const deployment = new DeploymentView(page, 'Deploy of broken-web');
    await expect(deployment.status).toHaveText('Build failed');
    await expect(deployment.step('Build')).toContainText('Failed');
    await expect(deployment.reason).toContainText('Build failed');
    await expect(deployment.log).toContainText('Build failed: the build command exited with code 2');
    await expect(servicePage.status).toHaveText('Build failed');
    await expect(servicePage.deployButton).toBeEnabled();
    await expectAccessible(page, testInfo, 'deployment view, build failed');
  });

  test('the environment page with its deployment, stage by stage', async ({
    page,
    api,
    organizationId,
  }, testInfo) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-a11y-env-deploy');
    const application = await seedApplication(api, seeded.environment.id, 'storefront-web');
    await api.call(databaseEndpoints.create, {
      params: { environmentId: seeded.environment.id },
      body: { name: 'orders-db', type: 'POSTGRESQL', version: '17' },
    });
    const params = { environmentId: seeded.environment.id };
    await api.call(environmentDeploymentEndpoints.deploy, { params });
    await expect
      .poll(async () => (await api.call(environmentDeploymentEndpoints.status, { params })).state, {
        timeout: DEPLOY_TIMEOUT_MS,
        message: 'the environment is deployed',
      })
      .toBe('DEPLOYED');

    const environmentPage = new EnvironmentPage(page, seeded.environment.name);
    await environmentPage.goto(organizationId, seeded.project.id, seeded.environment.id);
    const section = page.getByRole('main').getByRole('region', { name: 'Deployment', exact: true });
    await expect(section.getByText('2 of 2 services done', { exact: true })).toBeVisible();
    const stages = section.getByRole('list', { name: 'Stages', exact: true });
    await expect(stages.getByRole('link', { name: application.name, exact: true })).toBeVisible();
    await expect(stages.getByRole('link', { name: 'orders-db', exact: true })).toBeVisible();
    await expect(stages.getByRole('listitem').filter({ hasText: 'Running' })).toHaveCount(0);
    await expect(environmentPage.serviceLink(application.name)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Deploy environment', exact: true })).toBeEnabled();
    await expectAccessible(page, testInfo, 'environment page with its deployment');
  });
});

test.describe('accessibility of webhooks', () => {
  let receiver: WebhookReceiver | undefined;
  const webhookIds: string[] = [];

  test.afterEach(async ({ api, organizationId }) => {
    for (const webhookId of webhookIds.splice(0)) {
      await api.request.delete(`/api/organization/${organizationId}/webhook/${webhookId}`);
    }
    await receiver?.close();
    receiver = undefined;
  });

  test('the webhooks page with a webhook, and its delivery log', async ({
    page,
    api,
    organizationId,
  }, testInfo) => {
    receiver = await startWebhookReceiver('e2e-a11y-hook');
    const hook = receiver;
    const webhook = await api.call(webhookEndpoints.create, {
      params: { organizationId },
      body: {
        target_url: hook.url,
        events: ['DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED'],
        enabled: true,
        description: 'Scanned for accessibility',
        // No project has this name: only the test events below reach the receiver.
        project_names_filter: [uniqueName('e2e-no-such-project')],
      },
    });
    webhookIds.push(webhook.id);
    // One delivered, one failed: both looks of the log.
    const params = { organizationId, webhookId: webhook.id };
    await api.call(webhookEndpoints.sendTest, { params, body: {} });
    hook.status = 500;
    await api.call(webhookEndpoints.sendTest, { params, body: { event_type: 'DEPLOYMENT_FAILED' } });

    const webhooks = new WebhooksPage(page);
    await webhooks.goto(organizationId);
    const row = webhooks.row(hook.url);
    await expect(row).toContainText('Succeeded, Failed');
    await expect(row.getByText('Failed', { exact: true })).toBeVisible();
    await expect(webhooks.enabledSwitch(hook.url)).toBeEnabled();
    await expect(webhooks.createButton).toBeEnabled();
    await expectAccessible(page, testInfo, 'webhooks page');

    await webhooks.deliveriesButton(hook.url).click();
    const log = webhooks.deliveriesDialog(hook.url);
    await expect(log.deliveries()).toHaveCount(2);
    await expect(log.deliveriesOf('DEPLOYMENT_FAILED')).toContainText('HTTP 500');
    await expect(log.deliveriesOf('DEPLOYMENT_SUCCEEDED')).toContainText('HTTP 200');
    await expect(log.sendTest).toBeEnabled();
    await expectAccessible(page, testInfo, 'webhook delivery log');
  });
});
