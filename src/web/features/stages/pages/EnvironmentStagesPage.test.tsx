import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mockApi';
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
import { renderStagesPage, stageColumn } from '../testing/renderStagesPage';

const stage = stageColumn;
const board = () => screen.getByRole('region', { name: 'Stages in deployment order' });
const cardNames = (name: string) =>
  within(within(stage(name)).getByRole('list', { name: `Services in ${name}` }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p[title]')?.textContent);

describe('stage board', () => {
  it('shows the stages in deployment order, each with its services by name', async () => {
    const api = mockApi();
    renderStagesPage(api, {
      stages: stageList([dataStage([ordersDb, cache]), backendStage([worker, apiService]), frontendStage()]),
    });

    expect(await screen.findByRole('region', { name: 'Data' })).toBeInTheDocument();
    expect(
      within(board())
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-label')),
    ).toEqual(['Data', 'Backend', 'Frontend']);
    expect(cardNames('Data')).toEqual(['cache', 'orders-db']);
    expect(cardNames('Backend')).toEqual(['api', 'worker']);
    expect(
      within(stage('Data')).getByText('Databases first: everything connects to them'),
    ).toBeInTheDocument();
    expect(screen.getByText(/3 stages · 5 services/)).toBeInTheDocument();
  });

  it('shows skipped services muted and labelled, and says what to do with an empty stage', async () => {
    const api = mockApi();
    renderStagesPage(api, {
      stages: stageList([
        dataStage([ordersDb], [cache]),
        backendStage([apiService, worker, web]),
        frontendStage([]),
      ]),
    });

    const skip = await screen.findByRole('button', { name: 'Skip cache in environment deployments' });
    expect(skip).toHaveAttribute('aria-pressed', 'true');
    expect(within(stage('Data')).getByText('Skipped')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip orders-db in environment deployments' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(stage('Frontend')).getByText('Drag services here')).toBeInTheDocument();
  });

  it("shows each stage's state in the latest deployment, with its duration and reason", async () => {
    const api = mockApi();
    renderStagesPage(api, {
      live: liveAnswer(
        [
          {
            id: DATA,
            name: 'Data',
            progress: { status: 'DONE', reason: null, seconds: 12 },
            states: [
              [ordersDb, 'DEPLOYED'],
              [cache, 'DEPLOYED'],
            ],
          },
          {
            id: BACKEND,
            name: 'Backend',
            progress: { status: 'ERROR', reason: null, seconds: 45 },
            states: [
              [apiService, 'DEPLOYMENT_ERROR'],
              [worker, 'DEPLOYED'],
            ],
          },
          {
            id: FRONTEND,
            name: 'Frontend',
            progress: { status: 'CANCELED', reason: 'Not run: api failed in stage "Backend"' },
            states: [[web, 'READY']],
          },
        ],
        'DEPLOYMENT_ERROR',
      ),
    });

    expect(await screen.findByRole('status', { name: 'Stage Data: Done' })).toBeInTheDocument();
    expect(within(stage('Data')).getByText('12 s')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Stage Backend: Error' })).toBeInTheDocument();
    expect(within(stage('Backend')).getByText('45 s')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Stage Frontend: Canceled' })).toBeInTheDocument();
    expect(within(stage('Frontend')).getByText('Not run: api failed in stage "Backend"')).toBeInTheDocument();

    const apiCard = within(stage('Backend')).getByText('api').closest('li')!;
    expect(within(apiCard).getByText('Deploy failed')).toBeInTheDocument();
    expect(
      within(within(stage('Data')).getByText('cache').closest('li')!).getByText('Deployed'),
    ).toBeInTheDocument();
  });

  it('is read-only for people who may not change the stages', async () => {
    const api = mockApi();
    renderStagesPage(api, { scope: 'DEPLOY' });

    expect(await screen.findByRole('region', { name: 'Data' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add stage' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Skip / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
    expect(within(stage('Frontend')).getByText('web')).toBeInTheDocument();
  });
});
