import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type EnvironmentDeploymentRule, environmentDeploymentRuleEndpoints } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ENVIRONMENT_ID, PROJECT_ID } from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { EnvironmentSchedulePage } from './EnvironmentSchedulePage';

const rule: EnvironmentDeploymentRule = {
  id: ENVIRONMENT_ID,
  created_at: '2026-01-14T09:00:00Z',
  updated_at: '2026-01-14T09:00:00Z',
  on_demand_preview: false,
  auto_preview: false,
  auto_stop: true,
  timezone: 'Europe/Paris',
  start_time: '08:00',
  stop_time: '19:00',
  weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
};

function setUp() {
  const api = mockApi()
    .on(environmentDeploymentRuleEndpoints.get, { body: rule })
    .on(environmentDeploymentRuleEndpoints.edit, ({ body }) => ({ body: { ...rule, ...(body as object) } }));
  signInAs(api);
  renderPage(EnvironmentSchedulePage, {
    path: routePatterns.environmentSchedule,
    url: paths.environmentSchedule(ORG_ID, PROJECT_ID, ENVIRONMENT_ID),
  });
  return api;
}

const cell = (name: string) => screen.getByRole('gridcell', { name: new RegExp(`^${name},`) });

describe('the environment’s schedule', () => {
  it('shows the hours it runs as a week grid, with its zone', async () => {
    setUp();
    expect(await screen.findByRole('grid', { name: 'Hours it runs' })).toBeVisible();
    expect(cell('Monday 08:00')).toHaveAttribute('aria-selected', 'true');
    expect(cell('Monday 07:00')).toHaveAttribute('aria-selected', 'false');
    expect(cell('Saturday 10:00')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Paris');
  });

  it('takes the hours dragged over and the days toggled, and saves them', async () => {
    const api = setUp();
    await screen.findByRole('grid', { name: 'Hours it runs' });
    fireEvent.pointerDown(cell('Saturday 09:00'));
    fireEvent.pointerEnter(cell('Saturday 17:00'));
    fireEvent.pointerUp(cell('Saturday 17:00'));
    await userEvent.click(screen.getByRole('button', { name: 'Monday: on' }));
    expect(cell('Saturday 12:00')).toHaveAttribute('aria-selected', 'true');
    expect(cell('Monday 12:00')).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.sent(environmentDeploymentRuleEndpoints.edit)).toHaveLength(1));
    expect(api.sent(environmentDeploymentRuleEndpoints.edit)[0]?.body).toEqual({
      auto_stop: true,
      timezone: 'Europe/Paris',
      start_time: '09:00',
      stop_time: '18:00',
      weekdays: ['TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'],
    });
  });

  it('is edited from the keyboard: Enter on a first hour and on a last', async () => {
    setUp();
    const grid = await screen.findByRole('grid', { name: 'Hours it runs' });
    const focusable = within(grid)
      .getAllByRole('gridcell')
      .filter((candidate) => candidate.tabIndex === 0);
    expect(focusable).toHaveLength(1);
    focusable[0]?.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}{ArrowRight}{ArrowRight}{Enter}');
    expect(cell('Wednesday 10:00')).toHaveAttribute('aria-selected', 'true');
    expect(cell('Wednesday 11:00')).toHaveAttribute('aria-selected', 'false');
    expect(cell('Monday 08:00')).toHaveAttribute('aria-selected', 'true');
    expect(cell('Monday 07:00')).toHaveAttribute('aria-selected', 'false');
  });
});
