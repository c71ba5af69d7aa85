import type { Page } from '@playwright/test';
import type { AnyService, ServiceKind } from '../src/contract';
import {
  applicationEndpoints,
  auditEventEndpoints,
  databaseConnectionEndpoints,
  databaseEndpoints,
  environmentEndpoints,
  environmentServiceEndpoints,
  gitTokenEndpoints,
} from '../src/contract/endpoints';
import { expect, test } from './fixtures';
import { AppShell } from './pages/AppShell';
import { EnvironmentPage } from './pages/EnvironmentPage';
import { ServiceCatalog, ServiceCreationForm } from './pages/NewServicePage';
import { ServicePage } from './pages/ServicePage';
import { uniqueName } from './support/names';
import type { PlatformApi } from './support/platform-api';
import {
  addressOf,
  DEMO_HELM_REPOSITORY_NAME,
  DEMO_REGISTRY_NAME,
  seedApplication,
  seedEnvironment,
  seedOneOfEachKind,
  type SeededEnvironment,
} from './support/seed';

test.describe.configure({ mode: 'parallel' });

/** From the environment's page: "New service", then a kind in the catalog. */
async function startCreating(page: Page, environmentPage: EnvironmentPage, kind: ServiceKind) {
  await environmentPage.newServiceLink.click();
  const catalog = new ServiceCatalog(page);
  await expect(catalog.heading).toBeVisible();
  return catalog.choose(kind);
}

/** Opens the environment's page (empty so far) and starts creating a service of `kind` there. */
async function openAndStartCreating(page: Page, seeded: SeededEnvironment, kind: ServiceKind) {
  const environmentPage = new EnvironmentPage(page, seeded.environment.name);
  await environmentPage.goto(seeded.organizationId, seeded.project.id, seeded.environment.id);
  await expect(environmentPage.emptyState).toBeVisible();
  return { environmentPage, flow: await startCreating(page, environmentPage, kind) };
}

/**
 * Submits the flow and waits for the new service's page, then goes back to the environment through the breadcrumb
 * and finds the service listed with its type. Returns the service as the API has it.
 */
async function createAndFindListed(
  page: Page,
  api: PlatformApi,
  seeded: SeededEnvironment,
  environmentPage: EnvironmentPage,
  flow: ServiceCreationForm,
  name: string,
): Promise<AnyService> {
  await flow.submit.click();
  const servicePage = new ServicePage(page, flow.kind, name);
  await expect(servicePage.heading).toBeVisible();
  await expect(servicePage.overviewLink).toHaveAttribute('aria-current', 'page');

  const environmentName = environmentPage.environmentName;
  await new AppShell(page).crumbMenu(environmentName).click();
  await page
    .getByRole('menu', { name: 'Environments' })
    .getByRole('menuitem', { name: environmentName })
    .click();
  await expect(environmentPage.heading).toBeVisible();
  await expect(environmentPage.typeCell(name, flow.kind)).toBeVisible();

  const { results } = await api.call(environmentServiceEndpoints.listAll, {
    params: { environmentId: seeded.environment.id },
  });
  const created = results.find((service) => service.name === name);
  expect(created, `${name} exists`).toBeDefined();
  return created!;
}

test.describe('creating services', () => {
  test('an application: scaling and capacity refused on their fields, then created with a port and a check', async ({
    page,
    api,
    organizationId,
  }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-new-app');
    const { environmentPage, flow } = await openAndStartCreating(page, seeded, 'application');
    await expect(flow.steps.getByRole('tab')).toHaveCount(6);
    await expect(flow.step('General')).toHaveAttribute('aria-selected', 'true');
    await expect(flow.step('Summary')).toBeDisabled();

    await flow.fillGeneral({ name: 'storefront-web', description: 'The shop’s front end' });
    await flow.nextStep('Source');
    await flow.field('Repository URL').fill('https://github.com/acme-robotics/storefront-web.git');
    await expect(flow.field('Branch')).toHaveValue('main');
    await expect(flow.select('Git token')).toHaveText('None');
    await expect(flow.select('Git provider')).toHaveText('GitHub');
    await flow.nextStep('Resources');

    // A rule of the form: at most -1 or at least the minimum.
    await flow.field('Minimum instances').fill('2');
    const maximum = flow.field('Maximum instances');
    await maximum.fill('1');
    await flow.next.click();
    await expect(maximum).toHaveAccessibleDescription(
      /^Maximum instances must be -1 \(no limit\) or at least/,
    );
    await expect(maximum).toHaveAttribute('aria-invalid', 'true');
    await expect(flow.stepHeading).toHaveText('Resources');
    await expect(flow.step('Resources')).toHaveAccessibleName('Resources Needs attention');
    await maximum.fill('3');
    // The form knows nothing of the cluster: 20 CPUs pass here, and the server refuses them on submit.
    await flow.field('CPU').fill('20000');

    await flow.nextStep('Ports');
    await flow.addPort({ port: 3000, public: true });
    await expect(flow.select('Protocol of port 1')).toHaveText('HTTP');
    await flow.nextStep('Health checks');
    await flow.chooseCheck('Readiness', 'HTTP');
    // A new check targets the service's first port.
    await expect(flow.field('Readiness port')).toHaveValue('3000');
    await flow.field('Readiness path').fill('/healthz');
    await flow.nextStep('Summary');
    await flow.submit.click();

    const cpu = flow.field('CPU');
    await expect(flow.stepHeading).toHaveText('Resources');
    await expect(cpu).toHaveAccessibleDescription(
      "CPU must be at most 16000 millicores (the cluster's capacity)",
    );
    await expect(cpu).toHaveAttribute('aria-invalid', 'true');
    await expect(cpu).toBeFocused();
    const none = await api.call(applicationEndpoints.list, {
      params: { environmentId: seeded.environment.id },
    });
    expect(none.results).toEqual([]);

    await cpu.fill('2000');
    await flow.nextUntilSummary();
    const application = await createAndFindListed(page, api, seeded, environmentPage, flow, 'storefront-web');
    if (application.service_type !== 'APPLICATION') throw new Error('not an application');
    expect(application).toMatchObject({ cpu: 2000, min_running_instances: 2, max_running_instances: 3 });
    expect(application.ports).toMatchObject([{ internal_port: 3000, publicly_accessible: true }]);
    expect(application.healthchecks.readiness_probe?.type).toEqual({
      http: expect.objectContaining({ path: '/healthz', port: 3000 }),
    });
    expect(application.healthchecks.liveness_probe ?? null).toBeNull();
  });

  test('a container and a cron job from the demo Docker Hub registry; a bad cron expression is named on Schedule', async ({
    page,
    api,
    organizationId,
  }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-new-images');
    const { environmentPage, flow: container } = await openAndStartCreating(page, seeded, 'container');
    await container.fillGeneral({ name: 'edge-proxy' });
    await container.nextStep('Source');
    await container.choose('Container registry', DEMO_REGISTRY_NAME);
    await container.field('Image name').fill('nginx');
    await container.field('Tag').fill('1.27-alpine');
    await container.nextUntilSummary();
    const created = await createAndFindListed(page, api, seeded, environmentPage, container, 'edge-proxy');
    expect(created).toMatchObject({ image_name: 'nginx', tag: '1.27-alpine' });

    const job = await startCreating(page, environmentPage, 'job');
    await job.fillGeneral({ name: 'nightly-sitemap' });
    await job.nextStep('Source');
    await job.choose('Container registry', DEMO_REGISTRY_NAME);
    await job.field('Image name').fill('curlimages/curl');
    await job.field('Tag').fill('8.10.1');
    await job.nextStep('Schedule');
    await expect(job.choiceGroup('Runs').getByRole('button', { name: 'On a schedule' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const schedule = job.field('Schedule');
    await schedule.fill('61 * * * *');
    // Checked as it is typed.
    await expect(schedule).toHaveAccessibleDescription(
      'Schedule is not a valid cron expression: minute: "61" must be between 0 and 59',
    );
    await job.next.click();
    await expect(job.stepHeading).toHaveText('Schedule');
    await schedule.fill('30 2 * * 1-5');
    await expect(schedule).not.toHaveAttribute('aria-invalid', 'true');
    const timeZone = job.form.getByRole('combobox', { name: 'Time zone' });
    await timeZone.fill('Europe/Par');
    await page.getByRole('option', { name: 'Europe/Paris', exact: true }).click();
    await expect(timeZone).toHaveValue('Europe/Paris');
    await job.nextUntilSummary();

    const cronJob = await createAndFindListed(page, api, seeded, environmentPage, job, 'nightly-sitemap');
    if (cronJob.service_type !== 'JOB') throw new Error('not a job');
    expect(cronJob.schedule.cronjob).toMatchObject({
      scheduled_at: '30 2 * * 1-5',
      timezone: 'Europe/Paris',
    });
    await expect(environmentPage.typeCell('edge-proxy', 'container')).toBeVisible();
  });

  test('a database in one form, and a helm chart from the demo helm repository with a value', async ({
    page,
    api,
    organizationId,
  }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-new-charts');
    const { environmentPage, flow: database } = await openAndStartCreating(page, seeded, 'database');
    await database.fillGeneral({ name: 'orders-db' });
    await database.choose('Engine', 'MySQL');
    // A version of another engine means nothing: the newest of MySQL is chosen.
    await expect(database.select('Version')).toHaveText('8.4');
    await database.choose('Version', '8.0');
    const created = await createAndFindListed(page, api, seeded, environmentPage, database, 'orders-db');
    expect(created).toMatchObject({ type: 'MYSQL', version: '8.0', mode: 'CONTAINER' });

    const helm = await startCreating(page, environmentPage, 'helm');
    await helm.fillGeneral({ name: 'grafana' });
    await helm.nextStep('Source');
    await expect(
      helm.choiceGroup('Chart source').getByRole('button', { name: 'Helm repository' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await helm.choose('Helm repository', DEMO_HELM_REPOSITORY_NAME);
    await helm.field('Chart name').fill('grafana');
    await helm.field('Chart version').fill('11.3.0');
    await helm.nextStep('Values');
    await helm.button('Add value').click();
    await helm.field('Key 1').fill('admin.user');
    await helm.field('Value 1').fill('admin');
    await helm.nextUntilSummary();

    const chart = await createAndFindListed(page, api, seeded, environmentPage, helm, 'grafana');
    if (chart.service_type !== 'HELM') throw new Error('not a helm chart');
    expect(chart.source).toMatchObject({
      repository: {
        chart_name: 'grafana',
        chart_version: '11.3.0',
        repository: { name: DEMO_HELM_REPOSITORY_NAME },
      },
    });
    expect(chart.values_override.set).toEqual([['admin.user', 'admin']]);
    await expect(environmentPage.typeCell('orders-db', 'database')).toBeVisible();
  });

  test('a database’s connection: the password revealed on request and recorded, then rotated', async ({
    page,
    api,
    organizationId,
  }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-db-connection');
    const db = await api.call(databaseEndpoints.create, {
      params: { environmentId: seeded.environment.id },
      body: { name: 'ledger-db', type: 'POSTGRESQL', version: '15' },
    });
    const servicePage = await ServicePage.open(page, addressOf(seeded, 'database', db.id), 'ledger-db');
    const card = page.getByRole('main').getByRole('region', { name: 'Connection', exact: true });
    await expect(card.getByText(db.host, { exact: true })).toBeVisible();
    await expect(card.getByText('superuser', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Reveal', exact: true }).click();
    const { password } = await api.call(databaseConnectionEndpoints.credentials, {
      params: { databaseId: db.id },
    });
    await expect(card.getByText(password, { exact: true })).toBeVisible();
    const log = await api.call(auditEventEndpoints.list, {
      params: { organizationId },
      query: { 'event-type': 'EXPORT', 'target-id': db.id },
    });
    // The console's reading, then the test's own.
    expect(log.events).toHaveLength(2);
    expect(JSON.stringify(log.events)).not.toContain(password);

    await card.getByRole('button', { name: 'Rotate password', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Rotate the password of ledger-db?' });
    await expect(dialog).toContainText('ledger-db needs a redeploy');
    await dialog.getByRole('button', { name: 'Rotate password', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(password, { exact: true })).toBeHidden();
    const rotated = await api.call(databaseConnectionEndpoints.credentials, {
      params: { databaseId: db.id },
    });
    expect(rotated.password).not.toBe(password);
    await expect(card.getByText(rotated.password, { exact: true })).toBeVisible();

    await servicePage.settingsLink.click();
    await servicePage.sectionLink('Configuration').click();
    await expect(servicePage.section('Configuration').select('Version')).toHaveText('15');
  });

  test('a terraform from a git repository, with a variable', async ({ page, api, organizationId }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-new-terraform');
    const { environmentPage, flow } = await openAndStartCreating(page, seeded, 'terraform');
    await flow.fillGeneral({ name: 'cdn' });
    await flow.nextStep('Source');
    await flow.field('Repository URL').fill('https://github.com/acme-robotics/storefront-infra.git');
    await flow.field('Root path').fill('/cdn');
    await flow.nextStep('Engine');
    await flow.nextStep('Variables');
    await flow.button('Add variable').click();
    await flow.field('Name of variable 1').fill('region');
    await flow.field('Value of variable 1').fill('eu-west-3');
    await flow.nextUntilSummary();

    const terraform = await createAndFindListed(page, api, seeded, environmentPage, flow, 'cdn');
    if (terraform.service_type !== 'TERRAFORM') throw new Error('not a terraform');
    expect(terraform.terraform_files_source.git.git_repository).toMatchObject({
      url: 'https://github.com/acme-robotics/storefront-infra.git',
      root_path: '/cdn',
    });
    expect(terraform.terraform_variables_source.tf_vars).toEqual([
      { key: 'region', value: 'eu-west-3', secret: false },
    ]);
  });
});

test.describe('the services of an environment', () => {
  test('are listed with their types, and narrowed by type and by a search', async ({
    page,
    api,
    organizationId,
  }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-service-types');
    const names = await seedOneOfEachKind(api, organizationId, seeded.environment.id);
    await seedApplication(api, seeded.environment.id, 'catalog-api');
    const environmentPage = new EnvironmentPage(page, seeded.environment.name);
    await environmentPage.goto(organizationId, seeded.project.id, seeded.environment.id);

    for (const [kind, name] of Object.entries(names) as [ServiceKind, string][]) {
      await expect(environmentPage.typeCell(name, kind), `${name} is listed as a ${kind}`).toBeVisible();
    }
    await expect(environmentPage.typeFilter.getByRole('button')).toHaveText([
      /^Applications\s*2$/,
      /^Containers\s*1$/,
      /^Databases\s*1$/,
      /^Jobs\s*1$/,
      /^Helm charts\s*1$/,
      /^Terraform\s*1$/,
    ]);
    await expect(environmentPage.serviceLinks()).toHaveCount(7);

    const applications = environmentPage.typeFilterButton('application', 2);
    await applications.click();
    await expect(applications).toHaveAttribute('aria-pressed', 'true');
    await expect(environmentPage.serviceLinks()).toHaveText(['catalog-api', 'storefront-web']);

    const jobs = environmentPage.typeFilterButton('job', 1);
    await jobs.click();
    await expect(environmentPage.serviceLinks()).toHaveText([
      'catalog-api',
      'nightly-sitemap',
      'storefront-web',
    ]);

    await environmentPage.search.fill('catalog');
    await expect(environmentPage.serviceLinks()).toHaveText(['catalog-api']);

    await applications.click();
    await jobs.click();
    await environmentPage.search.fill('Helm chart');
    await expect(environmentPage.serviceLinks()).toHaveText(['grafana']);
    await environmentPage.search.clear();
    await expect(environmentPage.serviceLinks()).toHaveCount(7);

    const { results } = await api.call(environmentServiceEndpoints.listAll, {
      params: { environmentId: seeded.environment.id },
    });
    expect(results).toHaveLength(7);
    const environment = await api.call(environmentEndpoints.get, {
      params: { environmentId: seeded.environment.id },
    });
    expect(environment.service_count).toBe(7);
  });
});

test.describe('a repository outside github.com, gitlab.com and bitbucket.org', () => {
  test('needs its git provider, chosen on the Source step, and keeps it in the settings', async ({
    page,
    api,
    organizationId,
  }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-app-provider');
    const { environmentPage, flow } = await openAndStartCreating(page, seeded, 'application');
    await flow.fillGeneral({ name: 'web' });
    await flow.nextStep('Source');
    const provider = flow.select('Git provider');
    // A known host tells it; a self-hosted one does not.
    await flow.field('Repository URL').fill('https://gitlab.com/acme/web.git');
    await expect(provider).toHaveText('GitLab');
    await flow.field('Repository URL').fill('https://git.example.com/acme/web.git');
    await expect(provider).not.toHaveText(/GitHub|GitLab|Bitbucket/);
    await flow.next.click();

    await expect(provider).toHaveAccessibleDescription('Git provider is required');
    await expect(flow.stepHeading).toHaveText('Source');
    await expect(flow.step('Source')).toHaveAccessibleName('Source Needs attention');
    await flow.choose('Git provider', 'GitLab');
    await expect(provider).toHaveAccessibleDescription(/^Required for a repository outside github\.com/);
    await flow.nextUntilSummary();
    const application = await createAndFindListed(page, api, seeded, environmentPage, flow, 'web');
    if (application.service_type !== 'APPLICATION') throw new Error('not an application');
    expect(application.git_repository).toMatchObject({
      url: 'https://git.example.com/acme/web.git',
      provider: 'GITLAB',
    });

    const address = addressOf(seeded, 'application', application.id);
    const servicePage = await ServicePage.openSettings(page, address, 'web', 'source');
    await expect(servicePage.section('Source').select('Git provider')).toHaveText('GitLab');
  });

  test("the server's refusal of a provider other than the git token's is shown on the field", async ({
    page,
    api,
    organizationId,
  }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-app-token-provider');
    const token = uniqueName('e2e-self-hosted-gitlab');
    await api.call(gitTokenEndpoints.create, {
      params: { organizationId },
      body: {
        name: token,
        type: 'GITLAB',
        token: 'glpat-e2e',
        git_api_url: 'https://git.example.com/api/v4',
      },
    });
    const flow = new ServiceCreationForm(page, 'application');
    await flow.goto(organizationId, seeded.project.id, seeded.environment.id);
    await flow.fillGeneral({ name: 'web' });
    await flow.nextStep('Source');
    await flow.field('Repository URL').fill('https://git.example.com/acme/web.git');
    await flow.choose('Git token', token);
    const provider = flow.select('Git provider');
    await expect(provider).toHaveText('GitLab');
    // Picked by hand against the token: the form lets it through, the server does not.
    await flow.choose('Git provider', 'GitHub');
    await flow.nextUntilSummary();
    await flow.submit.click();

    await expect(flow.stepHeading).toHaveText('Source');
    await expect(flow.step('Source')).toHaveAccessibleName('Source Needs attention');
    await expect(provider).toHaveAccessibleDescription(
      `Git provider must be GITLAB, the provider of git token "${token}"`,
    );
    await expect(provider).toBeFocused();
    await flow.choose('Git provider', 'GitLab');
    await flow.nextUntilSummary();
    await flow.submit.click();
    await expect(new ServicePage(page, 'application', 'web').heading).toBeVisible();
  });
});

test.describe('a service page', () => {
  test('a setting edited on the settings page is kept after a reload; Discard drops an edit', async ({
    page,
    api,
    organizationId,
  }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-service-edit');
    const application = await seedApplication(api, seeded.environment.id, 'storefront-web');
    const address = addressOf(seeded, 'application', application.id);
    const servicePage = await ServicePage.open(page, address, application.name);
    await expect(servicePage.heading).toBeVisible();

    await servicePage.settingsLink.click();
    const general = servicePage.section('General');
    await expect(general.heading).toBeVisible();
    await expect(servicePage.sectionLink('General')).toHaveAttribute('aria-current', 'page');
    await expect(general.save).toBeDisabled();
    await general.field('Description').fill('The shop, edited in its settings');
    await expect(general.unsaved).toBeVisible();
    await general.save.click();
    await expect(general.unsaved).toBeHidden();
    await expect(page.getByRole('main')).toContainText('The shop, edited in its settings');

    await servicePage.sectionLink('Resources').click();
    const resources = servicePage.section('Resources');
    await expect(resources.field('CPU')).toHaveValue('500');
    await resources.field('CPU').fill('750');
    await resources.field('Memory').fill('1024');
    await resources.save.click();
    await expect(resources.unsaved).toBeHidden();
    await resources.field('Maximum instances').fill('4');
    await expect(resources.unsaved).toBeVisible();
    await resources.discard.click();
    await expect(resources.unsaved).toBeHidden();
    await expect(resources.field('Maximum instances')).toHaveValue('1');

    await page.reload();
    await expect(resources.field('CPU')).toHaveValue('750');
    await expect(resources.field('Memory')).toHaveValue('1024');
    await servicePage.sectionLink('General').click();
    await expect(general.field('Description')).toHaveValue('The shop, edited in its settings');
    const saved = await api.call(applicationEndpoints.get, { params: { applicationId: application.id } });
    expect(saved).toMatchObject({
      description: 'The shop, edited in its settings',
      cpu: 750,
      memory: 1024,
      max_running_instances: 1,
    });
  });

  test('clone copies a service into another environment; deleting the copy asks for its name', async ({
    page,
    api,
    organizationId,
  }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-service-clone');
    const staging = await api.call(environmentEndpoints.create, {
      params: { projectId: seeded.project.id },
      body: { name: `${seeded.environment.name}-staging`, mode: 'STAGING' },
    });
    const application = await seedApplication(api, seeded.environment.id, 'storefront-web');
    const address = addressOf(seeded, 'application', application.id);
    const servicePage = await ServicePage.openSettings(page, address, application.name, 'danger');

    await servicePage.cloneButton.click();
    const cloneDialog = servicePage.cloneDialog();
    await expect(cloneDialog.name).toHaveValue('storefront-web-copy');
    await expect(cloneDialog.environment).toHaveText(seeded.environment.name);
    await cloneDialog.name.fill('storefront-web-staging');
    await cloneDialog.chooseEnvironment(staging.name);
    await cloneDialog.submit.click();

    const clonePage = new ServicePage(page, 'application', 'storefront-web-staging');
    await expect(clonePage.heading).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/environments/${staging.id}/services/application/`));
    const clones = await api.call(applicationEndpoints.list, { params: { environmentId: staging.id } });
    expect(clones.results).toMatchObject([
      {
        name: 'storefront-web-staging',
        description: 'Seeded through the API',
        ports: [{ internal_port: 3000 }],
      },
    ]);

    // Delete the copy, from its danger zone: back to its environment, which is empty again.
    await clonePage.settingsLink.click();
    await clonePage.sectionLink('Danger zone').click();
    await clonePage.deleteButton.click();
    const deleteDialog = clonePage.deleteDialog();
    await expect(deleteDialog.dialog).toContainText(
      'This permanently deletes the application storefront-web-staging',
    );
    await expect(deleteDialog.confirm).toBeDisabled();
    await deleteDialog.confirmation.fill('storefront-web');
    await expect(deleteDialog.confirm).toBeDisabled();
    await deleteDialog.confirmation.fill('storefront-web-staging');
    await deleteDialog.confirm.click();

    const stagingPage = new EnvironmentPage(page, staging.name);
    await expect(stagingPage.heading).toBeVisible();
    await expect(stagingPage.emptyState).toBeVisible();
    const left = await api.call(applicationEndpoints.list, { params: { environmentId: staging.id } });
    expect(left.results).toEqual([]);
    const original = await api.call(applicationEndpoints.list, {
      params: { environmentId: seeded.environment.id },
    });
    expect(original.results).toMatchObject([{ name: 'storefront-web' }]);
  });
});
