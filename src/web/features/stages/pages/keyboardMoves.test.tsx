import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deploymentStageEndpoints } from '../../../../contract';
import { mockApi } from '../../../test/mockApi';
import {
  apiService,
  BACKEND,
  backendStage,
  DATA,
  dataStage,
  FRONTEND,
  frontendStage,
  stageList,
  web,
  worker,
} from '../testing/fixtures';
import { boardStageNames, nextTick, renderStagesPage, stageColumn } from '../testing/renderStagesPage';

const stage = stageColumn;
const stageNames = boardStageNames;

describe('moving with the keyboard only', () => {
  it('moves a card to another stage with one attach call, saying each step', async () => {
    const api = mockApi();
    api.on(deploymentStageEndpoints.attachService, {
      body: stageList([dataStage(), backendStage([apiService, worker, web]), frontendStage([])]),
    });
    const { user } = renderStagesPage(api);

    (await screen.findByRole('button', { name: 'Move web' })).focus();
    await user.keyboard('[Space]');
    expect(await screen.findByText('Picked up web.')).toBeInTheDocument();
    await nextTick();
    await user.keyboard('[ArrowLeft]');
    expect(await screen.findByText('web moved to stage Backend, position 2 of 3.')).toBeInTheDocument();
    await user.keyboard('[Space]');
    expect(await screen.findByText('web dropped in stage Backend.')).toBeInTheDocument();

    const sent = api.sent(deploymentStageEndpoints.attachService);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toEqual({ deploymentStageId: BACKEND, serviceId: web.id });
    expect(sent[0]!.body).toEqual({ is_skipped: false });
    expect(within(stage('Backend')).getByText('web')).toBeInTheDocument();
    expect(within(stage('Frontend')).getByText('Drag services here')).toBeInTheDocument();
    expect(await screen.findByText('Moved web to Backend.')).toBeInTheDocument();
    // Focus follows the card to its new stage.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move web' })).toHaveFocus());
  });

  it('says where a card is as it goes, and sends nothing when the move is canceled', async () => {
    const api = mockApi();
    const { user } = renderStagesPage(api);

    (await screen.findByRole('button', { name: 'Move web' })).focus();
    await user.keyboard('[Space]');
    await nextTick();
    await user.keyboard('[ArrowUp]');
    expect(await screen.findByText('web moved to stage Backend, position 2 of 3.')).toBeInTheDocument();
    await user.keyboard('[ArrowUp]');
    expect(await screen.findByText('web moved to stage Data, position 3 of 3.')).toBeInTheDocument();
    await user.keyboard('[ArrowDown][ArrowDown]');
    expect(await screen.findByText('web is back in stage Frontend, position 1 of 1.')).toBeInTheDocument();
    await user.keyboard('[Escape]');
    expect(
      await screen.findByText('Moving web was canceled; it stays in stage Frontend.'),
    ).toBeInTheDocument();
    expect(api.sent(deploymentStageEndpoints.attachService)).toHaveLength(0);
  });

  it('moves a stage with one move call relative to its new neighbour', async () => {
    const api = mockApi();
    api.on(deploymentStageEndpoints.moveBefore, {
      body: stageList([frontendStage(), dataStage(), backendStage()]),
    });
    const { user } = renderStagesPage(api);

    (await screen.findByRole('button', { name: 'Move stage Frontend' })).focus();
    await user.keyboard('[Space]');
    expect(await screen.findByText('Picked up stage Frontend.')).toBeInTheDocument();
    await nextTick();
    await user.keyboard('[ArrowLeft]');
    expect(await screen.findByText('Stage Frontend moved to position 2 of 3.')).toBeInTheDocument();
    await user.keyboard('[ArrowLeft]');
    expect(await screen.findByText('Stage Frontend moved to position 1 of 3.')).toBeInTheDocument();
    await user.keyboard('[Enter]');
    expect(await screen.findByText('Stage Frontend dropped at position 1 of 3.')).toBeInTheDocument();

    const sent = api.sent(deploymentStageEndpoints.moveBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toEqual({ deploymentStageId: FRONTEND, stageId: DATA });
    expect(api.sent(deploymentStageEndpoints.moveAfter)).toHaveLength(0);
    expect(stageNames()).toEqual(['Frontend', 'Data', 'Backend']);
  });

  it('moves a stage later with moveAfter', async () => {
    const api = mockApi();
    api.on(deploymentStageEndpoints.moveAfter, {
      body: stageList([backendStage(), dataStage(), frontendStage()]),
    });
    const { user } = renderStagesPage(api);

    (await screen.findByRole('button', { name: 'Move stage Data' })).focus();
    await user.keyboard('[Space]');
    await nextTick();
    await user.keyboard('[ArrowRight][Space]');
    expect(await screen.findByText('Stage Data dropped at position 2 of 3.')).toBeInTheDocument();
    expect(api.sent(deploymentStageEndpoints.moveAfter).map((request) => request.params)).toEqual([
      { deploymentStageId: DATA, stageId: BACKEND },
    ]);
    expect(stageNames()).toEqual(['Backend', 'Data', 'Frontend']);
  });
});

describe('moving from the menus', () => {
  it('moves a card to the stage chosen in its menu', { timeout: 45_000 }, async () => {
    const api = mockApi();
    api.on(deploymentStageEndpoints.attachService, {
      body: stageList([dataStage(), backendStage([apiService, worker, web]), frontendStage([])]),
    });
    const { user } = renderStagesPage(api);

    await user.click(await screen.findByRole('button', { name: 'Actions for web' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to stage…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move web to stage' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: '2. Backend' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    // The dialog hides the page from assistive technology until it has closed.
    const backend = await screen.findByRole('region', { name: 'Backend' });
    expect(within(backend).getByText('web')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move web' })).toHaveFocus());
    expect(api.sent(deploymentStageEndpoints.attachService).map((request) => request.params)).toEqual([
      { deploymentStageId: BACKEND, serviceId: web.id },
    ]);
  });

  it('moves a stage one place earlier from its menu', async () => {
    const api = mockApi();
    api.on(deploymentStageEndpoints.moveBefore, {
      body: stageList([dataStage(), frontendStage(), backendStage()]),
    });
    const { user } = renderStagesPage(api);

    await user.click(await screen.findByRole('button', { name: 'Actions for stage Frontend' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move earlier, before Backend' }));

    expect(api.sent(deploymentStageEndpoints.moveBefore).map((request) => request.params)).toEqual([
      { deploymentStageId: FRONTEND, stageId: BACKEND },
    ]);
    expect(await screen.findByText('Moved stage Frontend to position 2 of 3.')).toBeInTheDocument();
    expect(stageNames()).toEqual(['Data', 'Frontend', 'Backend']);
  });
});
