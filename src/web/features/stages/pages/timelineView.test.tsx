import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { environmentDeploymentEndpoints } from '../../../../contract';
import { mockApi } from '../../../test/mockApi';
import { renderStagesPage } from '../testing/renderStagesPage';
import { twoStageRelease } from '../testing/timelineFixtures';

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the stages page as a timeline', () => {
  it('switches from the board to the latest deployment drawn, with its phases as a table', async () => {
    const api = mockApi().on(environmentDeploymentEndpoints.history, {
      body: { results: [twoStageRelease()] },
    });
    renderStagesPage(api);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Timeline' }));

    const table = await screen.findByRole('table', { name: 'Deployment phases' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellTexts)).toContainEqual(['Applications', 'web', 'Deploy', '+31 s', '9.0 s', 'Yes']);
    expect(rows.map(cellTexts)).toContainEqual(['Databases', 'cache', 'Deploy', '+0.0 s', '4.0 s', 'No']);
    expect(
      screen.getByText(/Critical path: Databases: orders-db, then Applications: web\./),
    ).toBeInTheDocument();
    expect(screen.getByTestId('timeline-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(
      api
        .sent(environmentDeploymentEndpoints.history)
        .map((request) => request.url.searchParams.get('page_size')),
    ).toContain('1');
  });

  it('says what to do when the environment was never deployed', async () => {
    const api = mockApi().on(environmentDeploymentEndpoints.history, { body: { results: [] } });
    renderStagesPage(api);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Timeline' }));

    expect(await screen.findByRole('heading', { name: 'No deployment yet' })).toBeInTheDocument();
  });
});
