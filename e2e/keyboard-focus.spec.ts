import type { Page } from '@playwright/test';
import { engineAtWatchingPace, expect, test } from './fixtures';
import { StageBoard } from './pages/StageBoard';
import { openSeededApplication, seedApplication, seedEnvironment } from './support/seed';

// The focus is checked while the deploy is under way (its status Queued, Building or Deploying): deployments last a
// few seconds here.
test.use(engineAtWatchingPace);
const DEPLOY_TIMEOUT_MS = 60_000;

/** What holds the focus, by its accessible name or its text ("BODY" when nothing does). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
  });

test.describe('the focus after a keyboard deploy', () => {
  test('a service deployed with Enter: the focus goes back to Deploy or to the status, never the page', async ({
    page,
    api,
    organizationId,
  }) => {
    const { servicePage } = await openSeededApplication(page, api, organizationId, {
      prefix: 'e2e-focus-deploy',
      name: 'focus-web',
      request: {
        git_repository: { url: 'https://github.com/acme-robotics/checkout-web.git', branch: 'main' },
        ports: [{ internal_port: 8080, publicly_accessible: true }],
      },
    });
    await expect(servicePage.status).toHaveText('Not deployed');

    await servicePage.deployButton.focus();
    await page.keyboard.press('Enter');
    const dialog = servicePage.deployDialog();
    // The dialog opens on the commit to deploy; Enter deploys the latest one.
    await expect(dialog.getByRole('combobox', { name: 'Commit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    const deployOrStatus = /^(Deploy|Service status)$/;
    await expect.poll(() => focused(page)).toMatch(deployOrStatus);
    await expect(servicePage.status).toHaveText(/Queued|Building|Deploying/);
    await expect.poll(() => focused(page)).toMatch(deployOrStatus);
    await expect(servicePage.status).toHaveText('Deployed', { timeout: DEPLOY_TIMEOUT_MS });
    expect(await focused(page)).toMatch(deployOrStatus);
  });

  test('an environment deployed with Enter: the focus goes back to Deploy environment or to its status', async ({
    page,
    api,
    organizationId,
  }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-focus-env');
    await seedApplication(api, seeded.environment.id, 'web');
    const board = new StageBoard(page);
    await board.goto(organizationId, seeded.project.id, seeded.environment.id);
    await expect(board.card('Applications', 'web')).toBeVisible();

    await board.deployEnvironment.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Deploy ${seeded.environment.name}?`, exact: true });
    const deploy = confirm.getByRole('button', { name: 'Deploy', exact: true });
    await expect(confirm.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(deploy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();

    const deployOrStatus = /^(Deploy environment|Environment status)$/;
    await expect.poll(() => focused(page)).toMatch(deployOrStatus);
    await expect(board.stageState('Applications')).toHaveAccessibleName('Stage Applications: Done', {
      timeout: DEPLOY_TIMEOUT_MS,
    });
    expect(await focused(page)).toMatch(deployOrStatus);
  });
});
