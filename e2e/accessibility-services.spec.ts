import { gitTokenEndpoints } from '../src/contract/endpoints';
import { paths } from '../src/web/lib/paths';
import { EnvironmentPage } from './pages/EnvironmentPage';
import { GitTokensPage } from './pages/GitTokensPage';
import { ServiceCatalog } from './pages/NewServicePage';
import { ServicePage } from './pages/ServicePage';
import { expectNoSeriousViolationsInBothThemes as expectAccessible } from './support/accessibility';
import { uniqueName } from './support/names';
import { seedApplication, seedEnvironment, seedOneOfEachKind } from './support/seed';
import { expect, moveInConsole, test } from './support/sharedPage';

test.describe.configure({ mode: 'parallel' });

// Each page is scanned in both themes (see expectAccessible), on one page per worker (`sharedPage`) moved between the
// console's pages without reloading where the console has not read what the test shows before it made it. What each
// test waits for before it scans is its own (a name made here), never something the page the shared page was on
// could show.
test.describe('accessibility of environments and services', () => {
  // A test scans several pages, each in both themes (twelve scans for the six kinds of service): the limit ends one
  // that hangs, as for the other multi-page specs.
  test.describe.configure({ timeout: 120_000 });
  test('environment page with services of every type, the catalog and a creation step', async ({
    sharedPage: page,
    api,
    organizationId,
  }, testInfo) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-a11y-env');
    const names = await seedOneOfEachKind(api, organizationId, seeded.environment.id);
    const environmentPage = new EnvironmentPage(page, seeded.environment.name);
    await moveInConsole(page, paths.environment(organizationId, seeded.project.id, seeded.environment.id));
    await expect(environmentPage.typeCell(names.terraform, 'terraform')).toBeVisible();
    await expect(environmentPage.typeFilter).toBeVisible();
    await expectAccessible(page, testInfo, 'environment page');

    await environmentPage.newServiceLink.click();
    const catalog = new ServiceCatalog(page);
    await expect(catalog.kind('terraform')).toBeVisible();
    await expectAccessible(page, testInfo, 'new-service catalog');

    // The ports step with a port added: a list of rows with a select and a switch.
    const flow = await catalog.choose('application');
    await flow.fillGeneral({ name: 'web' });
    await flow.nextStep('Source');
    await flow.field('Repository URL').fill('https://github.com/acme-robotics/web.git');
    await flow.nextStep('Resources');
    await flow.nextStep('Ports');
    await flow.addPort({ public: true });
    await expect(flow.field('Port 1')).toHaveValue('8080');
    await expectAccessible(page, testInfo, 'application creation, ports step');
  });

  test('service overview and settings', async ({ sharedPage: page, api, organizationId }, testInfo) => {
    const { project, environment } = await seedEnvironment(api, organizationId, 'e2e-a11y-service');
    const application = await seedApplication(api, environment.id, uniqueName('storefront-web'));
    await moveInConsole(
      page,
      paths.service(organizationId, project.id, environment.id, 'application', application.id),
    );
    const servicePage = new ServicePage(page, 'application', application.name);
    await expect(servicePage.heading).toBeVisible();
    await expect(servicePage.overviewCard('Ports')).toBeVisible();
    // Deploy turns enabled once the status arrives; scanning after it means no button is caught mid-transition.
    await expect(servicePage.status).toHaveText('Not deployed');
    await expect(servicePage.deployButton).toBeEnabled();
    await expectAccessible(page, testInfo, 'service overview');

    await servicePage.settingsLink.click();
    const general = servicePage.section('General');
    await expect(general.field('Name')).toHaveValue(application.name);
    await general.field('Description').fill('Changed, not saved');
    await expect(general.unsaved).toBeVisible();
    await expectAccessible(page, testInfo, 'service settings, general with unsaved changes');
  });

  // A page of its own: the shared page's console has the organization's git tokens already (the creation step's
  // Source lists them), from before this test added one.
  test('git tokens', async ({ page, api, organizationId }, testInfo) => {
    const name = uniqueName('e2e-a11y-token');
    await api.call(gitTokenEndpoints.create, {
      params: { organizationId },
      body: { name, description: 'Scanned for accessibility', type: 'GITLAB', token: 'glpat-e2e' },
    });
    const tokens = new GitTokensPage(page);
    await tokens.goto(organizationId);
    await expect(tokens.row(name)).toContainText('GitLab');
    await expectAccessible(page, testInfo, 'git tokens');
  });
});
