import type { Route } from '@playwright/test';
import type { DeploymentLogLine } from '../src/contract';
import { applicationEndpoints } from '../src/contract/endpoints';
import { expect, test } from './fixtures';
import { DeploymentHistory, DeploymentView } from './pages/DeploymentPages';
import { ServicePage } from './pages/ServicePage';
import { logPagesOf } from '../src/web/features/deployments/testing/logPages';
import { addressOf, seedEnvironment } from './support/seed';

const DEPLOY_TIMEOUT_MS = 45_000;
// The public API writes no lines but a deployment's own: the older part of this long log is made up in the
// browser, before the real lines, and answered page by page as the server's log pages answer.
const OLDER_LINES = 4_000;

test('a long deployment log opens at its end and scrolls up into older lines', async ({
  page,
  api,
  organizationId,
}) => {
  const seeded = await seedEnvironment(api, organizationId, 'e2e-log-pages');
  const application = await api.call(applicationEndpoints.create, {
    params: { environmentId: seeded.environment.id },
    body: {
      name: 'ledger-web',
      git_repository: { url: 'https://github.com/acme-robotics/ledger-web.git', branch: 'main' },
      ports: [{ internal_port: 8080, publicly_accessible: true }],
    },
  });
  const servicePage = await ServicePage.open(
    page,
    addressOf(seeded, 'application', application.id),
    application.name,
  );
  await servicePage.deployButton.click();
  await servicePage.deployDialog().getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect(servicePage.status).toHaveText('Deployed', { timeout: DEPLOY_TIMEOUT_MS });

  const requests: URL[] = [];
  let lines: DeploymentLogLine[] | null = null;
  let firstLineSent = false;
  await page.route('**/api/deployment/*/log?*', async (route: Route) => {
    const url = new URL(route.request().url());
    if (!lines) {
      // The deployment's real lines, after older ones shaped like them.
      const whole = await route.fetch({ url: `${url.origin}${url.pathname}?tail=100000` });
      const real = ((await whole.json()) as { results: DeploymentLogLine[] }).results;
      const first = real[0]!;
      const start = Date.parse(first.created_at) - OLDER_LINES * 10;
      const older = Array.from({ length: OLDER_LINES }, (_, index) => ({
        ...first,
        id: crypto.randomUUID(),
        created_at: new Date(start + index * 10).toISOString(),
        message: `older line ${index}`,
      }));
      lines = [...older, ...real];
    }
    requests.push(url);
    const answer = logPagesOf(lines).answer(url);
    if (answer.first_position === 0) firstLineSent = true;
    await route.fulfill({ json: answer });
  });

  await servicePage.deploymentsLink.click();
  await new DeploymentHistory(page).rows().first().getByRole('link').first().click();
  const deployment = new DeploymentView(page, 'Deploy of ledger-web');
  // It opens at its end, from the latest page only.
  await expect(deployment.log).toContainText('ledger-web deployed in');
  expect(requests[0]?.searchParams.get('limit')).toBe('1000');
  expect(requests[0]?.searchParams.has('tail')).toBe(false);
  await expect(deployment.log).not.toContainText('older line 100');

  // Scrolling up loads the lines before, a page at a time, down to the first. Each scroll waits for its page to be
  // asked for and put in place (the view keeps its place below the lines added), not for a length of time.
  const olderPagesAsked = () => requests.filter((url) => url.searchParams.has('before')).length;
  const scrolledFromTop = () => deployment.log.evaluate((area) => area.scrollTop);
  while (!firstLineSent) {
    const asked = olderPagesAsked();
    await deployment.log.evaluate((area) => area.scrollTo({ top: 0 }));
    await expect.poll(olderPagesAsked).toBe(asked + 1);
    await expect.poll(scrolledFromTop).toBeGreaterThan(0);
  }
  await deployment.log.evaluate((area) => area.scrollTo({ top: 0 }));
  await expect(deployment.log).toContainText('older line 0');
  expect(requests.some((url) => url.searchParams.has('before'))).toBe(true);
});
