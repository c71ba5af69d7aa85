import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ServiceDeployment } from '../../../../contract';
import { application } from '../../../test/environmentFixtures';
import { renderRoutes } from '../../../test/render';
import { serviceDeployment } from '../testing/fixtures';
import { DeploymentDurationsChart } from './DeploymentDurationsChart';

const web = application('web');

/** The n-th deployment (1 the oldest), taking `seconds`, failed when asked. */
function nth(n: number, seconds: number | null, state: ServiceDeployment['state'] = 'DEPLOYED') {
  return serviceDeployment(web, {
    id: `deployment-${n}`,
    state,
    started_at: `2025-05-${String(n).padStart(2, '0')}T10:00:00Z`,
    total_duration_sec: seconds,
    version: {
      config_version: 'abc',
      branch: 'main',
      git_commit_id: `${n}`.padEnd(40, '0'),
      image_tag: null,
      chart_version: null,
    },
  });
}

const renderChart = (newestFirst: ServiceDeployment[]) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <DeploymentDurationsChart
            deployments={newestFirst}
            deploymentPath={(deployment) => `/deployments/${deployment.id}`}
          />
        ),
      },
    ],
    '/',
  );

const bars = () => within(screen.getByRole('list', { name: 'Deployments by duration' })).getAllByRole('link');

describe('a service deployment durations chart', () => {
  it('draws the last 30 finished deployments oldest first, each naming its commit, state and duration', () => {
    const newestFirst = Array.from({ length: 35 }, (_, index) => nth(35 - index, 30 + index));
    renderChart([nth(36, null, 'DEPLOYING'), ...newestFirst]);

    expect(bars()).toHaveLength(30);
    expect(bars()[0]).toHaveAccessibleName(expect.stringContaining('main@6000000, Deployed, 59 s'));
    expect(bars()[29]).toHaveAccessibleName(expect.stringContaining('main@3500000, Deployed, 30 s'));
    expect(bars()[29]).toHaveAttribute('href', '/deployments/deployment-35');
  });

  it('marks failures with a symbol as well as the error colour', () => {
    renderChart([nth(3, 40), nth(2, 45, 'BUILD_ERROR'), nth(1, 20)]);

    const [oldest, failed, newest] = bars();
    expect(failed).toHaveAccessibleName(expect.stringContaining('Build failed, 45 s'));
    expect(failed?.querySelector('[data-mark="failed"]')).not.toBeNull();
    expect(oldest?.querySelector('[data-mark="failed"]')).toBeNull();
    expect(newest?.querySelector('[data-mark="failed"]')).toBeNull();
    expect(screen.getByText(/1 failure marked ✕/)).toBeInTheDocument();
  });

  it('draws nothing before a deployment has finished', () => {
    renderChart([nth(1, null, 'BUILDING')]);
    expect(screen.queryByRole('list', { name: 'Deployments by duration' })).not.toBeInTheDocument();
  });
});
