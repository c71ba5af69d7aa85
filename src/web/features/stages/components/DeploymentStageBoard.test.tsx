import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { pastDeployment, serviceListAnswer } from '../testing/fixtures';
import { StageBoard } from './StageBoard';

const labels = new Map(
  serviceListAnswer().results.map((service) => [
    service.id,
    { name: service.name, type: service.service_type },
  ]),
);

describe('a past deployment on the board', () => {
  it('shows its stages as they ran, without anything to drag or change', async () => {
    renderRoutes(
      [{ path: '/', element: <StageBoard deployment={pastDeployment()} serviceLabels={labels} /> }],
      '/',
    );

    const board = await screen.findByRole('region', { name: 'Stages of the deployment' });
    expect(
      within(board)
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-label')),
    ).toEqual(['Data', 'Backend', 'Frontend']);
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    const backend = screen.getByRole('region', { name: 'Backend' });
    expect(within(backend).getByText('Error')).toBeInTheDocument();
    expect(within(backend).getByText('45 s')).toBeInTheDocument();
    expect(
      within(within(backend).getByText('api').closest('li')!).getByText('Deploy failed'),
    ).toBeInTheDocument();

    const frontend = screen.getByRole('region', { name: 'Frontend' });
    expect(within(frontend).getByText('Skipped', { selector: '.MuiChip-label' })).toBeInTheDocument();
    const webCard = within(frontend).getByText('web').closest('li')!;
    expect(webCard).toHaveAttribute('data-skipped', 'true');
    expect(within(webCard).getByText('Skipped')).toBeInTheDocument();
  });
});
