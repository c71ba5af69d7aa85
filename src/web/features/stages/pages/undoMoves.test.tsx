import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deploymentStageEndpoints } from '../../../../contract';
import { mockApi, type MockApi } from '../../../test/mockApi';
import {
  apiService,
  BACKEND,
  backendStage,
  dataStage,
  FRONTEND,
  frontendStage,
  stageList,
  web,
  worker,
} from '../testing/fixtures';
import { boardStageNames, nextTick, renderStagesPage, stageColumn } from '../testing/renderStagesPage';

/** The server moves web where it is asked to. */
function answerAttach(api: MockApi) {
  api.on(deploymentStageEndpoints.attachService, (request) => ({
    body:
      request.params.deploymentStageId === BACKEND
        ? stageList([dataStage(), backendStage([apiService, worker, web]), frontendStage([])])
        : stageList([dataStage(), backendStage(), frontendStage()]),
  }));
}

async function moveWebToBackendByKeyboard(user: ReturnType<typeof renderStagesPage>['user']) {
  (await screen.findByRole('button', { name: 'Move web' })).focus();
  await user.keyboard('[Space]');
  await nextTick();
  await user.keyboard('[ArrowLeft][Space]');
  expect(await screen.findByText('Moved web to Backend.')).toBeInTheDocument();
}

const undoSent = (api: MockApi) =>
  api
    .sent(deploymentStageEndpoints.attachService)
    .filter((request) => request.params.deploymentStageId === FRONTEND);

describe('undoing a move', () => {
  it('takes back the latest move with Ctrl+Z once its notice has gone, focusing the card where it went back', async () => {
    const api = mockApi();
    answerAttach(api);
    const { user } = renderStagesPage(api);

    await moveWebToBackendByKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Moved web to Backend.')).not.toBeInTheDocument());
    (await screen.findByRole('button', { name: 'Move web' })).focus();
    await user.keyboard('{Control>}z{/Control}');

    await waitFor(() => expect(undoSent(api)).toHaveLength(1));
    expect(await screen.findByText('Moved web to Frontend.')).toBeInTheDocument();
    await waitFor(() => expect(within(stageColumn('Frontend')).getByText('web')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move web' })).toHaveFocus());

    // An undo is not undone in turn: a second Ctrl+Z says there is nothing to undo.
    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByText(/^Nothing to undo/)).toBeInTheDocument();
    expect(undoSent(api)).toHaveLength(1);
  });

  it("focuses the card put back by the notice's Undo, not the page", async () => {
    const api = mockApi();
    answerAttach(api);
    const { user } = renderStagesPage(api);

    await moveWebToBackendByKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(within(stageColumn('Frontend')).getByText('web')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move web' })).toHaveFocus());
    expect(undoSent(api)).toHaveLength(1);
  });

  it('puts a moved stage back with Ctrl+Z and focuses its handle in its place', async () => {
    const api = mockApi();
    api.on(deploymentStageEndpoints.moveBefore, {
      body: stageList([dataStage(), frontendStage(), backendStage()]),
    });
    api.on(deploymentStageEndpoints.moveAfter, {
      body: stageList([dataStage(), backendStage(), frontendStage()]),
    });
    const { user } = renderStagesPage(api);

    await user.click(await screen.findByRole('button', { name: 'Actions for stage Frontend' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move earlier, before Backend' }));
    expect(await screen.findByText('Moved stage Frontend to position 2 of 3.')).toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');

    await waitFor(() => expect(api.sent(deploymentStageEndpoints.moveAfter)).toHaveLength(1));
    await waitFor(() => expect(boardStageNames()).toEqual(['Data', 'Backend', 'Frontend']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move stage Frontend' })).toHaveFocus());
  });

  it('leaves Ctrl+Z to a field being typed in', async () => {
    const api = mockApi();
    answerAttach(api);
    const { user } = renderStagesPage(api);

    await moveWebToBackendByKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.type(name, 'QA');
    await user.keyboard('{Control>}z{/Control}');
    expect(undoSent(api)).toHaveLength(0);
  });
});
