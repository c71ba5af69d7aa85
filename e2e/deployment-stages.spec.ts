import {
  containerEndpoints,
  databaseEndpoints,
  deploymentStageEndpoints,
  environmentDeploymentEndpoints,
} from '../src/contract/endpoints';
import { engineAtWatchingPace, expect, test } from './fixtures';
import { EnvironmentPage } from './pages/EnvironmentPage';
import { StageBoard } from './pages/StageBoard';
import { expectNoSeriousViolationsInBothThemes as expectAccessible } from './support/accessibility';
import { pickUpWithKeyboard } from './support/keyboardDrag';
import { demoRegistryId, seedApplication, seedEnvironment } from './support/seed';

// Each stage is watched done in order: at this pace three services deploy in well under a minute.
test.use(engineAtWatchingPace);
const DEPLOY_TIMEOUT_MS = 60_000;
const DEFAULT_STAGES = ['Databases', 'Terraform', 'Helm charts', 'Jobs', 'Containers', 'Applications'];

test.describe('deployment stages', () => {
  test('arranged by keyboard and by mouse, a service skipped, then deployed and watched stage by stage', async ({
    page,
    api,
    organizationId,
  }, testInfo) => {
    test.setTimeout(180_000);
    const seeded = await seedEnvironment(api, organizationId, 'e2e-stages');
    const environmentId = seeded.environment.id;
    const web = await seedApplication(api, environmentId, 'web');
    const worker = await seedApplication(api, environmentId, 'worker');
    await api.call(databaseEndpoints.create, {
      params: { environmentId },
      body: { name: 'orders-db', type: 'POSTGRESQL', version: '17' },
    });

    const board = new StageBoard(page);
    await board.goto(organizationId, seeded.project.id, environmentId);
    await expect(board.stage('Databases')).toBeVisible();
    expect(await board.stageNames()).toEqual(DEFAULT_STAGES);
    await expect(board.card('Databases', 'orders-db')).toBeVisible();
    await expect(board.card('Applications', 'web')).toBeVisible();
    await expectAccessible(page, testInfo, 'stage board');

    // By keyboard: Applications picked up, moved one place earlier, dropped.
    await pickUpWithKeyboard(
      page,
      board.stageHandle('Applications'),
      page.getByText('Picked up stage Applications.'),
    );
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Stage Applications moved to position 5 of 6.')).toBeAttached();
    await page.keyboard.press('Space');
    const reordered = ['Databases', 'Terraform', 'Helm charts', 'Jobs', 'Applications', 'Containers'];
    await expect.poll(() => board.stageNames()).toEqual(reordered);
    await expect
      .poll(async () =>
        (await api.call(deploymentStageEndpoints.list, { params: { environmentId } })).results.map(
          (stage) => stage.name,
        ),
      )
      .toEqual(reordered);

    // By mouse: Helm charts dragged onto the first stage takes its place.
    await board.drag(board.stageHandle('Helm charts'), board.stage('Databases'));
    const dragged = ['Helm charts', 'Databases', 'Terraform', 'Jobs', 'Applications', 'Containers'];
    await expect.poll(() => board.stageNames()).toEqual(dragged);
    await expect
      .poll(async () =>
        (await api.call(deploymentStageEndpoints.list, { params: { environmentId } })).results.map(
          (stage) => stage.name,
        ),
      )
      .toEqual(dragged);

    // By mouse: web dragged into Containers.
    await board.drag(board.serviceHandle('web'), board.stage('Containers'));
    await expect(board.card('Containers', 'web')).toBeVisible();
    await expect
      .poll(
        async () =>
          (await api.call(deploymentStageEndpoints.ofService, { params: { serviceId: web.id } })).name,
      )
      .toBe('Containers');

    // Skipped: worker stays out of environment deployments.
    await board.skipToggle('worker').click();
    await expect(board.skipToggle('worker')).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => {
        const stages = await api.call(deploymentStageEndpoints.list, { params: { environmentId } });
        return stages.results.find((stage) => stage.name === 'Applications')?.services;
      })
      .toEqual([expect.objectContaining({ service_id: worker.id, is_skipped: true })]);

    // What was arranged is what the server holds: a reload shows it again.
    await page.reload();
    await expect(board.card('Containers', 'web')).toBeVisible();
    expect(await board.stageNames()).toEqual(dragged);
    await expect(board.skipToggle('worker')).toHaveAttribute('aria-pressed', 'true');

    // Deployed from the board, then watched: each stage done in order, the skipped service's stage skipped.
    await board.deployEnvironment.click();
    const confirm = page.getByRole('dialog', { name: `Deploy ${seeded.environment.name}?`, exact: true });
    await confirm.getByRole('button', { name: 'Deploy', exact: true }).click();
    await expect(board.stageState('Databases')).toHaveAccessibleName('Stage Databases: Done', {
      timeout: DEPLOY_TIMEOUT_MS,
    });
    await expect(board.stageState('Containers')).toHaveAccessibleName('Stage Containers: Done', {
      timeout: DEPLOY_TIMEOUT_MS,
    });
    await expect(board.stageState('Applications')).toHaveAccessibleName('Stage Applications: Skipped');
    await expect(board.card('Databases', 'orders-db')).toContainText('Deployed');
    await expect(board.card('Containers', 'web')).toContainText('Deployed');
    await expect(board.card('Applications', 'worker')).not.toContainText('Deployed');

    const history = await api.call(environmentDeploymentEndpoints.history, { params: { environmentId } });
    const stages = history.results[0]?.stages.map((stage) => [stage.name, stage.status]);
    expect(stages).toEqual(expect.arrayContaining([['Applications', 'SKIPPED']]));
    await expectAccessible(page, testInfo, 'stage board after a deployment');

    // The deployment, opened from the history, shows the stages as they ran even after a later change.
    await board.drag(board.stageHandle('Containers'), board.stage('Applications'));
    const later = ['Helm charts', 'Databases', 'Terraform', 'Jobs', 'Containers', 'Applications'];
    await expect.poll(() => board.stageNames()).toEqual(later);
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    const environment = new EnvironmentPage(page, seeded.environment.name);
    await environment.historyRows().first().getByRole('button', { expanded: false }).click();
    await page.getByRole('link', { name: 'Open on the stage board', exact: true }).click();
    const ran = page.getByRole('region', { name: 'Stages of the deployment', exact: true });
    await expect(ran.getByRole('region').last()).toHaveAccessibleName('Containers');
    await expect(ran.getByRole('region', { name: 'Containers', exact: true })).toContainText('web');
  });

  test('a long stage renders the cards in view, and the keyboard still reaches every one', async ({
    page,
    api,
    organizationId,
  }, testInfo) => {
    test.setTimeout(120_000);
    const seeded = await seedEnvironment(api, organizationId, 'e2e-long-stage');
    const environmentId = seeded.environment.id;
    const registryId = await demoRegistryId(api, organizationId);
    const count = 40;
    const name = (index: number) => `edge-${String(index).padStart(2, '0')}`;
    for (let index = 0; index < count; index++) {
      await api.call(containerEndpoints.create, {
        params: { environmentId },
        body: { name: name(index), registry_id: registryId, image_name: 'nginx', tag: '1.27-alpine' },
      });
    }
    // Named to sort last: moved into the long stage, it lands far below the cards in view.
    await seedApplication(api, environmentId, 'zz-storefront');

    await page.setViewportSize({ width: 1440, height: 900 });
    const board = new StageBoard(page);
    await board.goto(organizationId, seeded.project.id, environmentId);
    const containers = board.stage('Containers').getByRole('list', { name: 'Services in Containers' });
    // Scrolled sideways out of sight, a long stage renders none of its cards; in sight, those in view.
    await expect(board.stage('Containers')).not.toBeInViewport();
    await expect(containers.locator('[data-service-id]')).toHaveCount(0);
    await board.stage('Containers').scrollIntoViewIfNeeded();
    await expect(board.card('Containers', name(0))).toBeInViewport();
    const rendered = containers.locator('[data-service-id]');
    // The first card in view comes before the stage has measured its height and rendered the rest in view.
    await expect.poll(() => rendered.count()).toBeGreaterThan(3);
    const shown = await rendered.count();
    expect(shown).toBeLessThan(count);
    await expect(rendered.first()).toHaveAttribute('aria-setsize', String(count));
    await expect(rendered.first()).toHaveAttribute('aria-posinset', '1');
    await expectAccessible(page, testInfo, 'stage board with a long stage');

    // Tab from the last card rendered goes on to the next card, not out of the stage.
    const lastShown = rendered.nth(shown - 1);
    const lastIndex = Number(await lastShown.getAttribute('aria-posinset')) - 1;
    await lastShown.getByRole('button', { name: `Actions for ${name(lastIndex)}` }).focus();
    await page.keyboard.press('Tab');
    await expect(board.serviceHandle(name(lastIndex + 1))).toBeFocused();

    // Scrolled to its end, the stage shows its last cards (the end may move once the cards are measured: then it
    // is scrolled to again). Each try waits for the card as long as any assertion, not a second that a loaded
    // machine may not give the browser.
    await expect(async () => {
      await containers.evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
      await expect(board.card('Containers', name(count - 1))).toBeVisible();
    }).toPass();
    await expect(board.card('Containers', name(0))).toHaveCount(0);

    // Moved there from its menu, a service far below the view is brought into it, focused.
    await containers.evaluate((list) => list.scrollTo({ top: 0 }));
    await page.getByRole('button', { name: 'Actions for zz-storefront', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Move to stage…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move zz-storefront to stage' });
    await dialog.getByRole('combobox', { name: 'Stage' }).click();
    await page.getByRole('option', { name: /^\d+\. Containers$/ }).click();
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(board.serviceHandle('zz-storefront')).toBeFocused();
    await expect(board.card('Containers', 'zz-storefront')).toBeInViewport();
  });
});
