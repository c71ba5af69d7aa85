import { databaseEndpoints, deploymentStageEndpoints } from '../src/contract/endpoints';
import { expect, test } from './fixtures';
import { StageBoard } from './pages/StageBoard';
import { pickUpWithKeyboard } from './support/keyboardDrag';
import { seedApplication, seedEnvironment } from './support/seed';

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

test.describe('the stage board from the keyboard', () => {
  for (const viewport of viewports) {
    test(`a picked-up service and stage move to earlier and later stages (${viewport.name})`, async ({
      page,
      api,
      organizationId,
    }) => {
      const seeded = await seedEnvironment(api, organizationId, 'e2e-board-keys');
      const environmentId = seeded.environment.id;
      const web = await seedApplication(api, environmentId, 'web');
      await api.call(databaseEndpoints.create, {
        params: { environmentId },
        body: { name: 'orders-db', type: 'POSTGRESQL', version: '17' },
      });
      await page.setViewportSize(viewport);
      const board = new StageBoard(page);
      await board.goto(organizationId, seeded.project.id, environmentId);
      await expect(board.stage('Databases')).toBeVisible();
      await expect(board.card('Applications', 'web')).toBeVisible();

      // A service: back three stages, forward one, dropped.
      await pickUpWithKeyboard(page, board.serviceHandle('web'), page.getByText('Picked up web.'));
      for (const stage of ['Containers', 'Jobs', 'Helm charts']) {
        await page.keyboard.press('ArrowLeft');
        await expect(page.getByText(new RegExp(`^web moved to stage ${stage},`))).toBeAttached();
      }
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText(/^web moved to stage Jobs,/)).toBeAttached();
      await page.keyboard.press('Space');
      await expect(board.card('Jobs', 'web')).toBeVisible();
      await expect(board.serviceHandle('web')).toBeFocused();
      await expect
        .poll(
          async () =>
            (await api.call(deploymentStageEndpoints.ofService, { params: { serviceId: web.id } })).name,
        )
        .toBe('Jobs');

      // A stage: forward two places, back one, dropped.
      await pickUpWithKeyboard(
        page,
        board.stageHandle('Terraform'),
        page.getByText('Picked up stage Terraform.'),
      );
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText('Stage Terraform moved to position 3 of 6.')).toBeAttached();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText('Stage Terraform moved to position 4 of 6.')).toBeAttached();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByText('Stage Terraform moved to position 3 of 6.')).toBeAttached();
      await page.keyboard.press('Space');
      const arranged = ['Databases', 'Helm charts', 'Terraform', 'Jobs', 'Containers', 'Applications'];
      await expect.poll(() => board.stageNames()).toEqual(arranged);

      // Ctrl+Z takes the stage back, also once the notice has gone, and the focus stays with it.
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await board.stageHandle('Terraform').focus();
      await page.keyboard.press('Control+z');
      const original = ['Databases', 'Terraform', 'Helm charts', 'Jobs', 'Containers', 'Applications'];
      await expect.poll(() => board.stageNames()).toEqual(original);
      await expect(board.stageHandle('Terraform')).toBeFocused();
      await expect
        .poll(async () =>
          (await api.call(deploymentStageEndpoints.list, { params: { environmentId } })).results.map(
            (stage) => stage.name,
          ),
        )
        .toEqual(original);
    });
  }
});
