import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const COLUMN_WIDTH = 272;
const VISIBLE_WIDTH = 400;

/** jsdom lays nothing out: the board is given three columns side by side, wider than what it shows. */
function layOutBoard() {
  const scrollTo = vi.fn();
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(3 * COLUMN_WIDTH);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(VISIBLE_WIDTH);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(COLUMN_WIDTH);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    const order = [DATA, BACKEND, FRONTEND].indexOf(this.dataset.stageId ?? '');
    return Math.max(0, order) * COLUMN_WIDTH;
  });
  HTMLElement.prototype.scrollTo = scrollTo;
  return scrollTo;
}

describe('the board during a deployment', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls the running stage into view when it is out of sight', async () => {
    const scrollTo = layOutBoard();
    renderStagesPage(mockApi(), {
      live: liveAnswer([
        {
          id: DATA,
          name: 'Data',
          progress: { status: 'DONE', reason: null },
          states: [[ordersDb, 'DEPLOYED']],
        },
        {
          id: BACKEND,
          name: 'Backend',
          progress: { status: 'DONE', reason: null },
          states: [[worker, 'DEPLOYED']],
        },
        {
          id: FRONTEND,
          name: 'Frontend',
          progress: { status: 'ONGOING', reason: null },
          states: [[web, 'DEPLOYING']],
        },
      ]),
    });

    expect(await screen.findByRole('region', { name: 'Frontend' })).toBeInTheDocument();
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalled());
    const { left } = scrollTo.mock.calls.at(-1)![0] as ScrollToOptions;
    expect(left).toBeGreaterThan(2 * COLUMN_WIDTH + COLUMN_WIDTH - VISIBLE_WIDTH - 1);
    expect(left).toBeLessThanOrEqual(2 * COLUMN_WIDTH);
  });

  it('leaves the board where it is when the running stage is in sight', async () => {
    const scrollTo = layOutBoard();
    renderStagesPage(mockApi(), {
      live: liveAnswer([
        {
          id: DATA,
          name: 'Data',
          progress: { status: 'ONGOING', reason: null },
          states: [[ordersDb, 'DEPLOYING']],
        },
      ]),
    });

    expect(await screen.findByRole('region', { name: 'Data' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('folding empty stages', () => {
  beforeEach(() => window.localStorage.clear());

  it('folds and unfolds the empty stages by their checkbox, from the pointer or the keyboard, and says so', async () => {
    const user = userEvent.setup();
    renderStagesPage(mockApi(), {
      stages: stageList([
        dataStage([ordersDb, cache]),
        backendStage([worker, apiService]),
        frontendStage([]),
      ]),
    });
    const fold = await screen.findByRole('checkbox', { name: 'Fold empty stages' });
    expect(stageColumn('Frontend')).not.toHaveAttribute('data-folded');

    await user.click(fold);
    expect(stageColumn('Frontend')).toHaveAttribute('data-folded', 'true');
    expect(stageColumn('Data')).not.toHaveAttribute('data-folded');
    expect(within(stageColumn('Data')).getByRole('list', { name: 'Services in Data' })).toBeInTheDocument();
    expect(within(stageColumn('Frontend')).getByText('No services')).toBeInTheDocument();
    expect(screen.getByText('1 empty stage folded')).toHaveAttribute('role', 'status');

    fold.focus();
    await user.keyboard(' ');
    expect(fold).not.toBeChecked();
    expect(stageColumn('Frontend')).not.toHaveAttribute('data-folded');
    expect(screen.getByText('Empty stages unfolded')).toHaveAttribute('role', 'status');
  });

  it('keeps the choice for the next visit', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    const stages = stageList([dataStage(), backendStage(), frontendStage([])]);
    const { unmount } = renderStagesPage(api, { stages });
    await user.click(await screen.findByRole('checkbox', { name: 'Fold empty stages' }));
    unmount();

    renderStagesPage(mockApi(), { stages });
    expect(await screen.findByRole('checkbox', { name: 'Fold empty stages' })).toBeChecked();
    expect(stageColumn('Frontend')).toHaveAttribute('data-folded', 'true');
  });
});
