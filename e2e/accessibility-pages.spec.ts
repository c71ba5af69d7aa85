import { clusterEndpoints, customRoleEndpoints, memberEndpoints } from '../src/contract/endpoints';
import type { ServiceKind } from '../src/contract';
import { paths } from '../src/web/lib/paths';
import { signedOut } from './fixtures';
import { expectNoSeriousViolationsInBothThemes as expectAccessible } from './support/accessibility';
import { uniqueName } from './support/names';
import { DEMO_CLUSTER_NAME, seedApplication, seedEnvironment } from './support/seed';
import { expect, moveInConsole, openInConsole as open, test } from './support/sharedPage';

test.describe.configure({ mode: 'parallel' });

// Every page the e2e tests did not scan elsewhere, in both themes (see expectAccessible). The signed-in pages are
// visited on one page per worker (`sharedPage`), moved between them without reloading, so that the console loads
// and axe-core is put in it once.
test.describe('accessibility of every page', () => {
  // A test scans up to four pages, each in both themes: the limit ends one that hangs, as for the other multi-page
  // specs.
  test.describe.configure({ timeout: 120_000 });
  test('variables of a project, an environment and a service', async ({
    sharedPage: page,
    api,
    organizationId,
  }, testInfo) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-a11y-vars');
    const web = await seedApplication(api, seeded.environment.id, 'web');
    const { project, environment } = seeded;

    await open(page, paths.projectVariables(organizationId, project.id), project.name);
    await expect(page.getByRole('button', { name: 'New variable' })).toBeEnabled();
    await expectAccessible(page, testInfo, 'project variables');

    await open(
      page,
      paths.environmentVariables(organizationId, project.id, environment.id),
      environment.name,
    );
    await expect(page.getByRole('button', { name: 'New variable' })).toBeEnabled();
    await expectAccessible(page, testInfo, 'environment variables');

    await open(
      page,
      paths.serviceVariables(organizationId, project.id, environment.id, 'application', web.id),
      'web',
    );
    await expect(page.getByRole('button', { name: 'New variable' })).toBeEnabled();
    await expectAccessible(page, testInfo, 'service variables');
  });

  // One test per kind of service and per organization page, so that the two workers share the scans.
  const kinds: ServiceKind[] = ['application', 'container', 'database', 'job', 'helm', 'terraform'];
  for (const kind of kinds) {
    test(`the first step of creating a service: ${kind}`, async ({
      sharedPage: page,
      api,
      organizationId,
    }, testInfo) => {
      const { project, environment } = await seedEnvironment(api, organizationId, 'e2e-a11y-new');
      await moveInConsole(page, paths.newService(organizationId, project.id, environment.id, kind));
      await expect(page.getByRole('form', { name: new RegExp(`^New ${kind}`, 'i') })).toBeVisible();
      await expectAccessible(page, testInfo, `new ${kind}`);
    });
  }

  test('clusters: the list, a cluster and the creation wizard', async ({
    sharedPage: page,
    api,
    organizationId,
  }, testInfo) => {
    await open(page, paths.clusters(organizationId), 'Clusters');
    await expect(page.getByRole('link', { name: DEMO_CLUSTER_NAME })).toBeVisible();
    await expectAccessible(page, testInfo, 'clusters');

    const clusters = await api.call(clusterEndpoints.list, { params: { organizationId } });
    const demo = clusters.results.find((cluster) => cluster.name === DEMO_CLUSTER_NAME);
    if (!demo) throw new Error('The demo organization has no demo cluster');
    await open(page, paths.cluster(organizationId, demo.id), DEMO_CLUSTER_NAME);
    await expect(page.getByRole('status', { name: 'Cluster status' })).toBeVisible();
    await expectAccessible(page, testInfo, 'cluster');

    await open(page, paths.newCluster(organizationId), 'Create a cluster');
    await expectAccessible(page, testInfo, 'new cluster: provider');
    await page.getByRole('textbox', { name: 'Name' }).fill(uniqueName('e2e-a11y-cluster'));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Credentials' })).toBeVisible();
    await expectAccessible(page, testInfo, 'new cluster: second step');
  });

  // Each with the heading of its own section, which tells it from the page the shared page was on.
  const organizationPages: [string, (organizationId: string) => string, string][] = [
    ['container registries', paths.containerRegistries, 'Container registries'],
    ['helm repositories', paths.helmRepositories, 'Helm repositories'],
    ['members', paths.members, 'Members'],
    ['roles', paths.roles, 'Custom roles'],
    ['billing', paths.billing, 'Billing info'],
  ];
  for (const [label, pathOf, heading] of organizationPages) {
    test(`an organization's ${label}`, async ({ sharedPage: page, organizationId }, testInfo) => {
      await moveInConsole(page, pathOf(organizationId));
      await expect(page.getByRole('main').getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await expectAccessible(page, testInfo, label);
    });
  }

  test('a custom role in the role editor', async ({ sharedPage: page, api, organizationId }, testInfo) => {
    const name = uniqueName('e2e-a11y-role');
    const role = await api.call(customRoleEndpoints.create, { params: { organizationId }, body: { name } });
    await moveInConsole(page, paths.role(organizationId, role.id));
    await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
    await expectAccessible(page, testInfo, 'role editor');
  });

  // A page of its own, signed out.
  test.describe('signed out', () => {
    test.use(signedOut);

    test('an invitation', async ({ page, api, organizationId }, testInfo) => {
      const invitation = await api.call(memberEndpoints.invite, {
        params: { organizationId },
        body: { email: `${uniqueName('invitee')}@example.com`, role: 'VIEWER' },
      });
      const link = invitation.invitation_link;
      if (!link) throw new Error('An invitation answers its link');
      await page.goto(new URL(link).pathname);
      await expect(page.getByRole('button', { name: /Join|Accept/ })).toBeVisible();
      await expectAccessible(page, testInfo, 'invitation');
    });
  });
});
