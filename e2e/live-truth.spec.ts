import {
  applicationEndpoints,
  containerEndpoints,
  databaseEndpoints,
  environmentDeploymentEndpoints,
  serviceDeploymentEndpointsByKind,
} from '../src/contract/endpoints';
import { engineAtWatchingPace, expect, test } from './fixtures';
import { EnvironmentPage } from './pages/EnvironmentPage';
import { ServicePage } from './pages/ServicePage';
import type { PlatformApi } from './support/platform-api';
import { addressOf, demoRegistryId, seedApplication, seedEnvironment } from './support/seed';
import { watchUntilTextLeaves } from './support/shownAt';

test.describe.configure({ mode: 'parallel' });

/** What the console promises: a change made anywhere shows on the open pages within this. */
const SHOWN_WITHIN_MS = 2_000;
// A service waits for its stage while the ones before it deploy: deployments last a few seconds here.
test.use(engineAtWatchingPace);
const DEPLOY_TIMEOUT_MS = 45_000;

async function deployedApplication(api: PlatformApi, organizationId: string, prefix: string) {
  const seeded = await seedEnvironment(api, organizationId, prefix);
  const application = await seedApplication(api, seeded.environment.id, 'checkout-api');
  return { seeded, application };
}

async function waitUntilDeployed(api: PlatformApi, applicationId: string) {
  await expect
    .poll(
      async () =>
        (await api.call(serviceDeploymentEndpointsByKind.application.status, { params: { applicationId } }))
          .state,
      { timeout: DEPLOY_TIMEOUT_MS },
    )
    .toBe('DEPLOYED');
}

test.describe('what the console shows is true at once', () => {
  test('a deploy started through the API shows on the open service and environment pages within 2 s', async ({
    page,
    context,
    api,
    organizationId,
  }) => {
    const { seeded, application } = await deployedApplication(api, organizationId, 'e2e-live');
    const servicePage = await ServicePage.open(
      page,
      addressOf(seeded, 'application', application.id),
      application.name,
    );
    await expect(servicePage.status).toHaveText('Not deployed');
    const other = await context.newPage();
    const environmentPage = new EnvironmentPage(other, seeded.environment.name);
    await environmentPage.goto(organizationId, seeded.project.id, seeded.environment.id);
    await expect(environmentPage.serviceStatus(application.name)).toHaveText('Not deployed');

    // Both pages note when their state changes, by the machine's clock: measured from the API's answer, each
    // within the same two seconds, however late a check of the page would see the change on a loaded machine.
    const serviceShown = await watchUntilTextLeaves(servicePage.status, 'Not deployed');
    const environmentShown = await watchUntilTextLeaves(
      environmentPage.serviceStatus(application.name),
      'Not deployed',
    );
    await api.call(serviceDeploymentEndpointsByKind.application.deploy, {
      params: { applicationId: application.id },
      body: {},
    });
    const answeredAt = Date.now();

    await expect(servicePage.status).not.toHaveText('Not deployed');
    await expect(environmentPage.serviceStatus(application.name)).not.toHaveText('Not deployed');
    const delays = {
      servicePage: ((await serviceShown.leftAt()) ?? Number.NaN) - answeredAt,
      environmentPage: ((await environmentShown.leftAt()) ?? Number.NaN) - answeredAt,
    };
    expect(delays.servicePage, JSON.stringify(delays)).toBeLessThanOrEqual(SHOWN_WITHIN_MS);
    expect(delays.environmentPage, JSON.stringify(delays)).toBeLessThanOrEqual(SHOWN_WITHIN_MS);
  });

  test('a settings edit shows as a redeploy needed on the header and the environment, until a redeploy', async ({
    page,
    api,
    organizationId,
  }) => {
    const { seeded, application } = await deployedApplication(api, organizationId, 'e2e-redeploy');
    await api.call(serviceDeploymentEndpointsByKind.application.deploy, {
      params: { applicationId: application.id },
      body: {},
    });
    await waitUntilDeployed(api, application.id);

    const environmentPage = new EnvironmentPage(page, seeded.environment.name);
    await environmentPage.goto(organizationId, seeded.project.id, seeded.environment.id);
    await expect(environmentPage.serviceStatus(application.name)).toHaveText('Deployed');
    const current = await api.call(applicationEndpoints.get, { params: { applicationId: application.id } });
    await api.call(applicationEndpoints.edit, {
      params: { applicationId: application.id },
      body: {
        name: current.name,
        git_repository: { url: current.git_repository.url },
        ports: [{ internal_port: 3000, publicly_accessible: true }],
        cpu: current.cpu + 250,
      },
    });

    await expect(environmentPage.serviceRow(application.name).getByText('Redeploy needed')).toBeVisible({
      timeout: SHOWN_WITHIN_MS,
    });
    const notice = environmentPage.deployment.getByRole('status').filter({ hasText: 'needs a redeploy' });
    await expect(notice).toContainText('1 service needs a redeploy');
    await expect(notice).toContainText(`${application.name} (CPU)`);
    await expect(notice.getByRole('button', { name: 'Redeploy it' })).toBeEnabled();
    // On a phone the state stays in view beside the service's name, the table not scrolled sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await environmentPage.serviceLink(application.name).scrollIntoViewIfNeeded();
    await expect(environmentPage.serviceRow(application.name).getByText('Redeploy needed')).toBeInViewport({
      ratio: 1,
    });
    await page.setViewportSize({ width: 1280, height: 720 });

    await environmentPage.serviceLink(application.name).click();
    const servicePage = new ServicePage(page, 'application', application.name);
    await expect(servicePage.heading).toBeVisible();
    const note = page.getByRole('main').getByRole('note');
    await expect(note).toHaveText('Changed since the running version was deployed: CPU. Redeploy to run it.');
    await page.getByRole('main').getByRole('button', { name: 'Redeploy', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Redeploy ${application.name}?` });
    await dialog.getByRole('button', { name: 'Redeploy', exact: true }).click();
    await expect(servicePage.status).toHaveText('Deployed', { timeout: DEPLOY_TIMEOUT_MS });
    await expect(note).toBeHidden({ timeout: DEPLOY_TIMEOUT_MS });
    await expect(page.getByRole('main').getByText('Redeploy needed')).toBeHidden();
  });

  test('a service waiting for its stage says so on its own page, and may be deployed again meanwhile', async ({
    page,
    api,
    organizationId,
  }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-stages');
    const environmentId = seeded.environment.id;
    // Databases deploy first, then containers, then applications: the application waits two stages.
    await api.call(databaseEndpoints.create, {
      params: { environmentId },
      body: { name: 'orders-db', type: 'POSTGRESQL', version: '16' },
    });
    await api.call(containerEndpoints.create, {
      params: { environmentId },
      body: {
        name: 'edge-proxy',
        registry_id: await demoRegistryId(api, organizationId),
        image_name: 'nginx',
        tag: '1.27',
      },
    });
    const application = await seedApplication(api, environmentId, 'checkout-web');
    const servicePage = await ServicePage.open(
      page,
      addressOf(seeded, 'application', application.id),
      application.name,
    );
    await expect(servicePage.status).toHaveText('Not deployed');

    await api.call(environmentDeploymentEndpoints.deploy, { params: { environmentId } });

    await expect(servicePage.status).toHaveText('Waiting for its stage', { timeout: DEPLOY_TIMEOUT_MS });
    await servicePage.moreActions.click();
    await expect(page.getByRole('menuitem', { name: 'Cancel deployment' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await page.keyboard.press('Escape');

    // Its own deployment under way, Deploy is offered: the API queues it after the running one.
    await expect(servicePage.deployButton).toBeEnabled();
    await servicePage.deployButton.click();
    const dialog = servicePage.deployDialog();
    await expect(dialog).toContainText(`It is queued after the running deployment of ${application.name}`);
  });
});
