import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deploymentStageEndpoints } from '../../../../contract';
import { apiError, mockApi, type MockResponse } from '../../../test/mockApi';
import {
  apiService,
  BACKEND,
  backendStage,
  cache,
  DATA,
  dataStage,
  FRONTEND,
  frontendStage,
  liveAnswer,
  ordersDb,
  stageList,
  web,
  worker,
} from '../testing/fixtures';
import { boardStageNames, nextTick, renderStagesPage, stageColumn } from '../testing/renderStagesPage';

const stage = stageColumn;
const stageNames = boardStageNames;

/** An answer the test sends when it chooses, to look at the board while the request is under way. */
function later() {
  let answer: (response: MockResponse) => void = () => undefined;
  const response = new Promise<MockResponse>((resolve) => (answer = resolve));
  return { handler: () => response, answer };
}

/** Drags web to Backend with the keyboard. */
async function dragWebToBackend(user: ReturnType<typeof renderStagesPage>['user']) {
  (await screen.findByRole('button', { name: 'Move web' })).focus();
  await user.keyboard('[Space]');
  await nextTick();
  await user.keyboard('[ArrowLeft][Space]');
}

const webInBackend = () =>
  stageList([dataStage(), backendStage([apiService, worker, web]), frontendStage([])]);

describe('changes shown before the server answers', () => {
  it('skips a service with one attach call to its own stage', async () => {
    const api = mockApi();
    const reply = later();
    api.on(deploymentStageEndpoints.attachService, reply.handler);
    const { user } = renderStagesPage(api);

    await user.click(await screen.findByRole('button', { name: 'Skip web in environment deployments' }));
    const toggle = screen.getByRole('button', { name: 'Skip web in environment deployments' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(stage('Frontend')).getByText('Skipped')).toBeInTheDocument();

    const sent = api.sent(deploymentStageEndpoints.attachService);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toEqual({ deploymentStageId: FRONTEND, serviceId: web.id });
    expect(sent[0]!.body).toEqual({ is_skipped: true });

    reply.answer({ body: stageList([dataStage(), backendStage(), frontendStage([], [web])]) });
    expect(await screen.findByText('web is skipped in environment deployments.')).toBeInTheDocument();
    expect(within(stage('Frontend')).getByText('Skipped')).toBeInTheDocument();
  });

  it('shows a move at once, and rolls it back with the reason when the server refuses', async () => {
    const api = mockApi();
    const reply = later();
    api.on(deploymentStageEndpoints.attachService, reply.handler);
    const { user } = renderStagesPage(api);

    await dragWebToBackend(user);
    await waitFor(() => expect(within(stage('Backend')).getByText('web')).toBeInTheDocument());
    expect(within(stage('Frontend')).getByText('Drag services here')).toBeInTheDocument();

    reply.answer(apiError(400, 'params.serviceId: service "web" is in another environment than the stage'));
    expect(
      await screen.findByText('Params.serviceId: service "web" is in another environment than the stage.'),
    ).toBeInTheDocument();
    expect(screen.getByText('web is back in Frontend.')).toBeInTheDocument();
    await waitFor(() => expect(within(stage('Frontend')).getByText('web')).toBeInTheDocument());
    expect(within(stage('Backend')).queryByText('web')).not.toBeInTheDocument();
  });

  it('clears how a stage went once the move empties it, and keeps it where a service only joined', async () => {
    const api = mockApi();
    api.on(deploymentStageEndpoints.attachService, { body: webInBackend() });
    // The latest deployment, as the server still answers it after the move.
    const live = liveAnswer([
      {
        id: DATA,
        name: 'Data',
        progress: { status: 'DONE', reason: null, seconds: 9 },
        states: [
          [ordersDb, 'DEPLOYED'],
          [cache, 'DEPLOYED'],
        ],
      },
      {
        id: BACKEND,
        name: 'Backend',
        progress: { status: 'DONE', reason: null, seconds: 31 },
        states: [
          [apiService, 'DEPLOYED'],
          [worker, 'DEPLOYED'],
        ],
      },
      {
        id: FRONTEND,
        name: 'Frontend',
        progress: { status: 'DONE', reason: null, seconds: 22 },
        states: [[web, 'DEPLOYED']],
      },
    ]);
    const { user } = renderStagesPage(api, { live });
    expect(await screen.findByRole('status', { name: 'Stage Frontend: Done' })).toBeInTheDocument();
    expect(within(stage('Frontend')).getByText('22 s')).toBeInTheDocument();

    await dragWebToBackend(user);
    await waitFor(() => expect(within(stage('Backend')).getByText('web')).toBeInTheDocument());
    expect(within(stage('Frontend')).getByText('Drag services here')).toBeInTheDocument();
    expect(within(stage('Frontend')).queryByText('Done')).not.toBeInTheDocument();
    expect(within(stage('Frontend')).queryByText('22 s')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Stage Backend: Done' })).toBeInTheDocument();
    expect(within(stage('Backend')).getByText('31 s')).toBeInTheDocument();

    expect(await screen.findByText('Moved web to Backend.')).toBeInTheDocument();
    expect(within(stage('Frontend')).queryByText('Done')).not.toBeInTheDocument();
  });

  it('undoes a move with the inverse attach call', async () => {
    const api = mockApi();
    api.on(deploymentStageEndpoints.attachService, (request) => ({
      body:
        request.params.deploymentStageId === BACKEND
          ? webInBackend()
          : stageList([dataStage(), backendStage(), frontendStage()]),
    }));
    const { user } = renderStagesPage(api);

    await dragWebToBackend(user);
    expect(await screen.findByText('Moved web to Backend.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(api.sent(deploymentStageEndpoints.attachService)).toHaveLength(2));
    const undo = api.sent(deploymentStageEndpoints.attachService)[1]!;
    expect(undo.params).toEqual({ deploymentStageId: FRONTEND, serviceId: web.id });
    expect(undo.body).toEqual({ is_skipped: false });
    expect(await screen.findByText('Moved web to Frontend.')).toBeInTheDocument();
    expect(within(stage('Frontend')).getByText('web')).toBeInTheDocument();
    // An undo is not undone in turn.
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('undoes a stage move with the inverse move call', async () => {
    const api = mockApi();
    api.on(deploymentStageEndpoints.moveBefore, {
      body: stageList([frontendStage(), dataStage(), backendStage()]),
    });
    api.on(deploymentStageEndpoints.moveAfter, {
      body: stageList([dataStage(), backendStage(), frontendStage()]),
    });
    const { user } = renderStagesPage(api);

    await user.click(await screen.findByRole('button', { name: 'Actions for stage Frontend' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move earlier, before Backend' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(api.sent(deploymentStageEndpoints.moveAfter)).toHaveLength(1));
    expect(api.sent(deploymentStageEndpoints.moveAfter)[0]!.params).toEqual({
      deploymentStageId: FRONTEND,
      stageId: BACKEND,
    });
    await waitFor(() => expect(stageNames()).toEqual(['Data', 'Backend', 'Frontend']));
  });

  it("shows the server's stages when someone else changed them meanwhile", async () => {
    const api = mockApi();
    // Someone moved Frontend first while web went to Backend.
    api.on(deploymentStageEndpoints.attachService, {
      body: stageList([frontendStage([]), dataStage(), backendStage([apiService, worker, web])]),
    });
    const { user } = renderStagesPage(api);

    await dragWebToBackend(user);
    expect(
      await screen.findByText(
        'The stages were changed elsewhere meanwhile: the board shows them as the server has them now.',
      ),
    ).toBeInTheDocument();
    expect(stageNames()).toEqual(['Frontend', 'Data', 'Backend']);
    expect(within(stage('Backend')).getByText('web')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });
});
