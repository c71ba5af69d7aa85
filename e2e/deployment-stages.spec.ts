import {
  databaseEndpoints,
  deploymentStageEndpoints,
  environmentDeploymentEndpoints,
} from '../src/contract/endpoints';
import { expect, test } from './fixtures';
import { EnvironmentPage } from './pages/EnvironmentPage';
import { StageBoard } from './pages/StageBoard';
import { expectNoSeriousViolationsInBothThemes as expectAccessible } from './support/accessibility';
import { seedApplication, seedEnvironment } from './support/seed';

// The e2e server runs the engine five times faster than the demo: three services deploy in well under a minute.
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
    await board.stageHandle('Applications').focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Picked up stage Applications.')).toBeAttached();
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
});
