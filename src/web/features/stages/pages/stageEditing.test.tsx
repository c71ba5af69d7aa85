import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deploymentStageEndpoints } from '../../../../contract';
import { ENVIRONMENT_ID } from '../../../test/environmentFixtures';
import { apiError, mockApi, type MockResponse } from '../../../test/mockApi';
import { stageKeys } from '../api/keys';
import {
  apiService,
  backendStage,
  dataStage,
  FRONTEND,
  frontendStage,
  stageId,
  stageList,
  threeStages,
  web,
  worker,
} from '../testing/fixtures';
import { boardStageNames, nextTick, renderStagesPage } from '../testing/renderStagesPage';

const stageNames = boardStageNames;

describe('adding, editing and deleting stages', { timeout: 45_000 }, () => {
  it('adds a stage, last', async () => {
    const api = mockApi();
    const edge = {
      ...threeStages().results[2]!,
      id: stageId(4),
      name: 'Edge',
      description: 'CDN',
      deployment_order: 3,
      services: [],
    };
    api.on(deploymentStageEndpoints.create, { body: edge });
    const { user } = renderStagesPage(api);

    await user.click(await screen.findByRole('button', { name: 'Add stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add stage' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Edge');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'CDN');
    await user.click(within(dialog).getByRole('button', { name: 'Add stage' }));

    expect(await screen.findByText('Stage Edge added.')).toBeInTheDocument();
    expect(api.sent(deploymentStageEndpoints.create)[0]!.body).toEqual({ name: 'Edge', description: 'CDN' });
    await waitFor(() => expect(stageNames()).toEqual(['Data', 'Backend', 'Frontend', 'Edge']));
    expect(screen.getByText('Drag services here')).toBeInTheDocument();
  });

  it('keeps a stage just added when a read of the stages sent before it answers after it', async () => {
    const api = mockApi();
    const edge = {
      ...threeStages().results[2]!,
      id: stageId(4),
      name: 'Edge',
      deployment_order: 3,
      services: [],
    };
    api.on(deploymentStageEndpoints.create, { body: edge });
    const { user, queryClient } = renderStagesPage(api);
    await user.click(await screen.findByRole('button', { name: 'Add stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add stage' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Edge');
    // The change feed heard of a change elsewhere: the board asks again, and the answer is slow to come.
    let answerRead: (response: MockResponse) => void = () => undefined;
    api.on(deploymentStageEndpoints.list, () => new Promise((resolve) => (answerRead = resolve)));
    void queryClient.invalidateQueries({ queryKey: stageKeys.list(ENVIRONMENT_ID) });
    await waitFor(() => expect(api.sent(deploymentStageEndpoints.list)).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Add stage' }));
    expect(await screen.findByText('Stage Edge added.')).toBeInTheDocument();
    await waitFor(() => expect(stageNames()).toEqual(['Data', 'Backend', 'Frontend', 'Edge']));
    // Read before the stage was added, it answers without it.
    answerRead({ body: threeStages() });
    await waitFor(() => expect(queryClient.isFetching({ queryKey: stageKeys.list(ENVIRONMENT_ID) })).toBe(0));
    await nextTick();

    expect(stageNames()).toEqual(['Data', 'Backend', 'Frontend', 'Edge']);
  });

  it('renames a stage, a name taken showing on the field', async () => {
    const api = mockApi();
    api.on(deploymentStageEndpoints.edit, apiError(409, 'A deployment stage named Data already exists'));
    const { user } = renderStagesPage(api);

    await user.click(await screen.findByRole('button', { name: 'Actions for stage Frontend' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename or describe…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit stage Frontend' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'data');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('A deployment stage named Data already exists'),
    ).toBeInTheDocument();

    api.on(deploymentStageEndpoints.edit, {
      body: { ...threeStages().results[2]!, name: 'Web', description: 'What people open' },
    });
    await user.clear(name);
    await user.type(name, 'Web');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Stage Web saved.')).toBeInTheDocument();
    expect(api.sent(deploymentStageEndpoints.edit).at(-1)!.params).toEqual({ deploymentStageId: FRONTEND });
    await waitFor(() => expect(stageNames()).toEqual(['Data', 'Backend', 'Web']));
  });

  it('deletes an empty stage after asking, naming it', async () => {
    const api = mockApi();
    const { user } = renderStagesPage(api, {
      stages: stageList([dataStage(), backendStage([apiService, worker, web]), frontendStage([])]),
    });
    api.on(deploymentStageEndpoints.delete, { status: 204 });

    await user.click(await screen.findByRole('button', { name: 'Actions for stage Frontend' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete stage…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete stage?' });
    expect(dialog).toHaveTextContent('This deletes the stage Frontend');
    api.on(deploymentStageEndpoints.list, {
      body: stageList([dataStage(), backendStage([apiService, worker, web])]),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete stage' }));

    expect(await screen.findByText('Stage Frontend deleted.')).toBeInTheDocument();
    expect(api.sent(deploymentStageEndpoints.delete)[0]!.params).toEqual({ deploymentStageId: FRONTEND });
    await waitFor(() => expect(stageNames()).toEqual(['Data', 'Backend']));
  });

  it('says why a stage holding services cannot be deleted', async () => {
    const api = mockApi();
    const { user } = renderStagesPage(api);

    await user.click(await screen.findByRole('button', { name: 'Actions for stage Backend' }));
    const item = screen.getByRole('menuitem', { name: /Delete stage/ });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent('It holds 2 services: move them to another stage first.');
  });

  it("shows the server's refusal when services arrived in the stage meanwhile", async () => {
    const api = mockApi();
    const { user } = renderStagesPage(api, {
      stages: stageList([dataStage(), backendStage([apiService, worker, web]), frontendStage([])]),
    });
    api.on(
      deploymentStageEndpoints.delete,
      apiError(400, 'Deployment stage "Frontend" holds a service (web): move it to another stage first'),
    );

    await user.click(await screen.findByRole('button', { name: 'Actions for stage Frontend' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete stage…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete stage?' });
    // Someone moved web back into Frontend meanwhile.
    api.on(deploymentStageEndpoints.list, { body: threeStages() });
    await user.click(within(dialog).getByRole('button', { name: 'Delete stage' }));

    expect(
      await screen.findByText(
        'Deployment stage "Frontend" holds a service (web): move it to another stage first.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Frontend' })).getByText('web')).toBeInTheDocument(),
    );
  });
});
